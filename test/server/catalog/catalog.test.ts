import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCatalogItemsByIds } from '../../../src/server/catalog/catalog.service';
import { catalogItemSchema } from '../../../src/shared/contract/catalog';
import { cursorPageOf } from '../../../src/shared/contract/common';
import { insertCatalogItem, insertCatalogItems } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

const catalogPageSchema = cursorPageOf(catalogItemSchema);

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

interface CatalogQuery {
  limit: number;
  activeOnly?: 'true' | 'false';
}

/** One page of GET /catalog/items. */
const catalogPage = (org: TestOrg, query: CatalogQuery, cursor: string | null) =>
  api.contract.get('/catalog/items', { query: { ...query, cursor }, key: org.key });

/** Follows nextCursor to the end, returning the names page by page. */
async function collectPages(org: TestOrg, query: CatalogQuery): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res = await catalogPage(org, query, cursor);
    expect(res.status).toBe(200);
    const page = catalogPageSchema.parse(res.body.data);
    pages.push(page.items.map((item) => item.name));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('GET /catalog/items', () => {
  it('returns every CatalogItem field as stored', async () => {
    const org = await api.newOrg();
    const row = await insertCatalogItem(api.deps, org.id, {
      type: 'service',
      name: 'Crown reduction, 12-24 in DBH',
      description: 'Reduce crown by up to 20%',
      category: 'Pruning',
      unitPriceCents: 45_050,
      workTypeHint: 'pruning',
      dbhMinIn: 12,
      dbhMaxIn: 24.5,
      renewalIntervalMonths: 36,
    });
    const res = await api.contract.get('/catalog/items', { key: org.key });
    expect(res.status).toBe(200);
    const page = catalogPageSchema.parse(res.body.data);
    expect(page).toEqual({
      items: [
        {
          id: row.id,
          type: 'service',
          name: 'Crown reduction, 12-24 in DBH',
          description: 'Reduce crown by up to 20%',
          category: 'Pruning',
          unitPriceCents: 45_050,
          active: true,
          workTypeHint: 'pruning',
          dbhMinIn: 12,
          dbhMaxIn: 24.5,
          renewalIntervalMonths: 36,
          createdAt: api.clock.now().toISOString(),
          updatedAt: api.clock.now().toISOString(),
        },
      ],
      nextCursor: null,
    });
  });

  it('pages oldest first across pages; activeOnly defaults to true and false lists inactive items too', async () => {
    const org = await api.newOrg();
    await insertCatalogItems(api.deps, org.id, [
      { name: 'A' },
      { name: 'B', active: false },
      { name: 'C' },
      { name: 'D', active: false },
      { name: 'E' },
      { name: 'F', type: 'bundle', unitPriceCents: 0 },
    ]);
    expect(await collectPages(org, { limit: 2 })).toEqual([
      ['A', 'C'],
      ['E', 'F'],
    ]);
    expect(await collectPages(org, { limit: 2, activeOnly: 'true' })).toEqual([
      ['A', 'C'],
      ['E', 'F'],
    ]);
    expect(await collectPages(org, { limit: 2, activeOnly: 'false' })).toEqual([
      ['A', 'B'],
      ['C', 'D'],
      ['E', 'F'],
    ]);

    const all = await api.contract.get('/catalog/items', { query: { activeOnly: 'false' }, key: org.key });
    expect(all.body.data.items.map((item) => item.active)).toEqual([true, false, true, false, true, true]);
  });

  it('puts an item created while paging at the end without moving what was seen', async () => {
    const org = await api.newOrg();
    await insertCatalogItems(api.deps, org.id, [{ name: 'First' }, { name: 'Second' }]);
    const firstPage = await api.contract.get('/catalog/items', { query: { limit: 1 }, key: org.key });
    await insertCatalogItem(api.deps, org.id, { name: 'Late' });
    const rest = await api.contract.get('/catalog/items', {
      query: { limit: 10, cursor: firstPage.body.data.nextCursor },
      key: org.key,
    });
    expect(firstPage.body.data.items.map((item) => item.name)).toEqual(['First']);
    expect(rest.body.data.items.map((item) => item.name)).toEqual(['Second', 'Late']);
    expect(rest.body.data.nextCursor).toBeNull();
  });

  it('clamps a limit above 200 to 200', async () => {
    const org = await api.newOrg();
    await insertCatalogItems(
      api.deps,
      org.id,
      Array.from({ length: 205 }, (_, index) => ({ name: `Bulk ${index + 1}` })),
    );
    const first = await api.get('/catalog/items?limit=500', { key: org.key });
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(200);
    expect(first.body.data.items.at(-1).name).toBe('Bulk 200');
    const second = await api.get(`/catalog/items?limit=500&cursor=${first.body.data.nextCursor}`, { key: org.key });
    expect(second.body.data.items.map((item: { name: string }) => item.name)).toEqual([
      'Bulk 201',
      'Bulk 202',
      'Bulk 203',
      'Bulk 204',
      'Bulk 205',
    ]);
    expect(second.body.data.nextCursor).toBeNull();
  });

  it.each([
    ['cursor=not-a-cursor', 'cursor'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['activeOnly=yes', 'activeOnly'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const org = await api.newOrg();
    const res = await api.get(`/catalog/items?${query}`, { key: org.key });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.data.errors.map((error: { field: string }) => error.field)).toEqual([field]);
  });

  it("never lists another organization's items", async () => {
    const org = await api.newOrg();
    const other = await api.newOrg();
    await insertCatalogItem(api.deps, other.id, { name: 'Theirs' });
    await insertCatalogItem(api.deps, org.id, { name: 'Ours' });
    const res = await api.contract.get('/catalog/items', { query: { activeOnly: 'false' }, key: org.key });
    expect(res.body.data.items.map((item) => item.name)).toEqual(['Ours']);
  });

  it('refuses a key without catalog:read with 403 forbidden', async () => {
    const org = await api.newOrg();
    const key = await org.newKey(['inventory:read', 'estimates:read']);
    const res = await api.get('/catalog/items', { key });
    expect(res.status).toBe(403);
    expect(res.body.data.code).toBe('forbidden');
    expect(res.body.message).toContain('catalog:read');
  });
});

describe('findCatalogItemsByIds', () => {
  it("finds the caller's items, inactive ones included, and leaves out unknown and foreign ids", async () => {
    const org = await api.newOrg();
    const other = await api.newOrg();
    const [active, inactive] = await insertCatalogItems(api.deps, org.id, [
      { name: 'Active' },
      { name: 'Retired', active: false },
    ]);
    const foreign = await insertCatalogItem(api.deps, other.id, { name: 'Foreign' });
    const found = await findCatalogItemsByIds(api.deps.database.db, org.id, [
      inactive!.id,
      active!.id,
      active!.id,
      foreign.id,
      randomUUID(),
    ]);
    expect(found.map((item) => catalogItemSchema.parse(item).name)).toEqual(['Active', 'Retired']);
    expect(await findCatalogItemsByIds(api.deps.database.db, org.id, [])).toEqual([]);
  });
});
