import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteSchema } from '../../../src/shared/contract/sites';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { createCustomer, portlandAddress } from './site-fixtures';

let api: TestApp;
let org: TestOrg;
let oakley: string;
let birch: string;
/** Ids in creation order: oakley's 5 sites, then birch's 1. */
const created: string[] = [];

const streets = ['10 Elm St', '22 Maple Ave', '35 elm court', '47 Alder Way', '50 Cedar 100% Rd'];

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  oakley = await createCustomer(api, org, 'Oakley');
  birch = await createCustomer(api, org, 'Birch');
  for (const street of streets) {
    const res = await api.contract.post('/sites', {
      body: { customerId: oakley, ...portlandAddress, street },
      key: org.key,
    });
    created.push(res.body.data.id);
  }
  const res = await api.contract.post('/sites', {
    body: { customerId: birch, ...portlandAddress, street: '9 Birch Ln' },
    key: org.key,
  });
  created.push(res.body.data.id);
});

/** One page of GET /sites. */
const sitePage = (filter: { customerId?: string }, limit: number, cursor: string | null) =>
  api.contract.get('/sites', { query: { limit, ...filter, cursor }, key: org.key });

async function allPages(filter: { customerId?: string }, limit: number) {
  const pages: { ids: string[]; nextCursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const res = await sitePage(filter, limit, cursor);
    expect(res.status).toBe(200);
    cursor = res.body.data.nextCursor;
    pages.push({ ids: res.body.data.items.map((site) => site.id), nextCursor: cursor });
  } while (cursor);
  return pages;
}

describe('GET /sites', () => {
  it('pages oldest first with nextCursor until null', async () => {
    const pages = await allPages({}, 4);
    expect(pages.map((page) => page.ids.length)).toEqual([4, 2]);
    expect(pages.flatMap((page) => page.ids)).toEqual(created);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('answers Site objects in the envelope, defaulting to 50 per page', async () => {
    const res = await api.contract.get('/sites', { key: org.key });
    expect(res.body.success).toBe(true);
    expect(res.body.data.nextCursor).toBeNull();
    expect(res.body.data.items).toHaveLength(6);
    for (const site of res.body.data.items) siteSchema.parse(site);
  });

  it('shows a site created while paging at the end, and nothing seen moves', async () => {
    const fresh = await api.newOrg();
    const customerId = await createCustomer(api, fresh);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        (await api.contract.post('/sites', { body: { customerId, ...portlandAddress }, key: fresh.key })).body.data.id,
      );
    }
    const first = await api.contract.get('/sites', { query: { limit: 2 }, key: fresh.key });
    ids.push(
      (await api.contract.post('/sites', { body: { customerId, ...portlandAddress }, key: fresh.key })).body.data.id,
    );
    const second = await api.contract.get('/sites', {
      query: { limit: 2, cursor: first.body.data.nextCursor },
      key: fresh.key,
    });
    expect([...first.body.data.items, ...second.body.data.items].map((site) => site.id)).toEqual(ids);
    expect(second.body.data.nextCursor).toBeNull();
  });

  it('filters by customer, across pages', async () => {
    const pages = await allPages({ customerId: oakley }, 2);
    expect(pages.map((page) => page.ids.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.ids)).toEqual(created.slice(0, 5));
    const birchSites = await api.contract.get('/sites', { query: { customerId: birch }, key: org.key });
    expect(birchSites.body.data.items.map((site) => site.id)).toEqual([created[5]]);
  });

  it("answers an empty page for another organization's or an unknown customer", async () => {
    const other = await api.newOrg();
    const foreignCustomer = await createCustomer(api, other);
    await api.contract.post('/sites', { body: { customerId: foreignCustomer, ...portlandAddress }, key: other.key });
    for (const customerId of [foreignCustomer, randomUUID()]) {
      const res = await api.contract.get('/sites', { query: { customerId }, key: org.key });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ items: [], nextCursor: null });
    }
  });

  it('searches the street line case-insensitively, never the city', async () => {
    const elm = await api.contract.get('/sites', { query: { search: 'ELM' }, key: org.key });
    expect(elm.body.data.items.map((site) => site.street)).toEqual(['10 Elm St', '35 elm court']);
    const literal = await api.contract.get('/sites', { query: { search: '0%' }, key: org.key });
    expect(literal.body.data.items.map((site) => site.street)).toEqual(['50 Cedar 100% Rd']);
    const city = await api.contract.get('/sites', { query: { search: 'Portland' }, key: org.key });
    expect(city.body.data.items).toEqual([]);
  });

  it('finds by q (extension) the sites whose label, street or customer’s name holds the text, and nothing of another organization', async () => {
    const mine = await api.newOrg();
    const hollis = await createCustomer(api, mine, 'Marguerite Hollis');
    const fischer = await createCustomer(api, mine, 'Leilani Fischer');
    for (const [customerId, street, label] of [
      [hollis, '12 Fir St', 'Back pasture'],
      [hollis, '40 Oak Ave', null],
      [fischer, '7 Hollis Rd', null],
      [fischer, '8 Cedar 100% Ct', null],
    ] as const)
      await api.contract.post('/sites', { body: { customerId, ...portlandAddress, street, label }, key: mine.key });
    const streetsOf = async (q: string, key = mine.key) =>
      (await api.contract.get('/sites', { query: { q, limit: 200 }, key })).body.data.items.map((site) => site.street);

    expect(await streetsOf('PASTURE')).toEqual(['12 Fir St']);
    expect(await streetsOf('hollis')).toEqual(['12 Fir St', '40 Oak Ave', '7 Hollis Rd']);
    expect(await streetsOf('100%')).toEqual(['8 Cedar 100% Ct']);
    expect(await streetsOf('Portland')).toEqual([]);
    // `search` keeps to the street line, as api.md says.
    const bySearch = await api.contract.get('/sites', { query: { search: 'pasture' }, key: mine.key });
    expect(bySearch.body.data.items).toEqual([]);
    expect(await streetsOf('hollis', org.key)).toEqual([]);
  });

  it('combines the customer filter with search', async () => {
    const res = await api.contract.get('/sites', { query: { customerId: birch, search: 'elm' }, key: org.key });
    expect(res.body.data.items).toEqual([]);
  });

  it("never lists another organization's sites", async () => {
    const other = await api.newOrg();
    const res = await api.contract.get('/sites', { key: other.key });
    expect(res.body.data).toEqual({ items: [], nextCursor: null });
  });

  it('refuses bad query parameters with 422', async () => {
    const res = await api.get('/sites?limit=0&customerId=nope&cursor=bogus&search=', { key: org.key });
    expect(res.status).toBe(422);
    const fields = res.body.data.errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['customerId', 'limit', 'search']);
    const cursor = await api.get('/sites?cursor=bogus', { key: org.key });
    expect(cursor.status).toBe(422);
    expect(cursor.body.data.errors).toEqual([{ field: 'cursor', problem: expect.any(String) }]);
  });

  it('clamps limit above 200 instead of refusing it', async () => {
    const res = await api.get('/sites?limit=5000', { key: org.key });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(6);
  });

  it('needs the sites:read scope', async () => {
    const customersOnly = await org.newKey(['customers:read']);
    const res = await api.contract.get('/sites', { key: customersOnly });
    expect(res.status).toBe(403);
  });
});

describe('GET /sites/{siteId}', () => {
  it('answers the site', async () => {
    const res = await api.contract.get('/sites/{siteId}', { path: { siteId: created[0]! }, key: org.key });
    expect(res.status).toBe(200);
    expect(siteSchema.parse(res.body.data)).toMatchObject({ id: created[0], customerId: oakley, street: '10 Elm St' });
  });

  it("answers 404 for another organization's site exactly like a missing one", async () => {
    const other = await api.newOrg();
    const foreign = await api.contract.get('/sites/{siteId}', { path: { siteId: created[0]! }, key: other.key });
    const missing = await api.contract.get('/sites/{siteId}', { path: { siteId: randomUUID() }, key: other.key });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toEqual({ code: 'not_found' });
    expect(missing.body).toEqual(foreign.body);
  });

  it('refuses a malformed id with 422', async () => {
    const res = await api.get('/sites/not-a-uuid', { key: org.key });
    expect(res.status).toBe(422);
    expect(res.body.data.errors[0].field).toBe('siteId');
  });
});
