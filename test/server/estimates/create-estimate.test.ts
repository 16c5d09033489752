import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../src/server/db/schema';
import { estimateSchema, type CreateEstimateLine } from '../../../src/shared/contract/estimates';
import { insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { insertCatalogItem, insertSite, insertTree } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { onPostgres } from '../../support/test-database';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  world = await insertEstimateWorld(api.deps, org.id);
});

const DAY_MS = 24 * 60 * 60 * 1000;

const body = (w: EstimateWorld, lines?: CreateEstimateLine[]) => ({
  siteId: w.site.id,
  lines: lines ?? [{ catalogItemId: w.service.id, quantity: 3, unitPriceCents: 12_000 }],
});

const jobNumber = (res: { body: { data: { number: string } } }) => Number(res.body.data.number.replace(/^JOB-/, ''));

describe('POST /estimates', () => {
  it('creates a draft with computed totals, lines in the order sent, customer taken from the site', async () => {
    const res = await api.contract.post('/estimates', {
      body: body(world, [
        {
          catalogItemId: world.service.id,
          quantity: 3,
          unitPriceCents: 12_000,
          description: 'Thin the two maples',
          estimatedHours: 2.5,
        },
        { catalogItemId: world.product.id, quantity: 4, unitPriceCents: 3_550 },
      ]),
      key: org.key,
    });
    expect(res.status).toBe(201);
    const estimate = estimateSchema.parse(res.body.data);
    expect(estimate).toMatchObject({
      status: 'draft',
      siteId: world.site.id,
      customerId: world.site.customerId,
      origin: 'manual',
      totalCents: 3 * 12_000 + 4 * 3_550,
      unpricedCount: 0,
      estimatedHours: 2.5,
      narrative: null,
      flags: [],
      sentAt: null,
      acceptedAt: null,
      createdAt: api.clock.now().toISOString(),
    });
    expect(estimate.number).toMatch(/^JOB-\d+$/);
    expect(estimate.expiresAt).toBe(new Date(api.clock.now().getTime() + 30 * DAY_MS).toISOString());
    expect(estimate.lines.map((line) => [line.lineNumber, line.catalogItemId, line.amountCents, line.status])).toEqual([
      [1, world.service.id, 36_000, 'pending'],
      [2, world.product.id, 14_200, 'pending'],
    ]);
    expect(estimate.lines[0]).toMatchObject({
      description: 'Thin the two maples',
      treeIds: [],
      siteId: null,
      coverage: null,
      estimatedHours: 2.5,
    });
    expect(estimate.lines[1]).toMatchObject({ description: null, estimatedHours: null });
    expect(new Set(estimate.lines.map((line) => line.id)).size).toBe(2);

    const read = await api.contract.get('/estimates/{estimateId}', { path: { estimateId: estimate.id }, key: org.key });
    expect(read.body.data).toEqual(estimate);
  });

  it('keeps a price that differs from the catalog and flags it', async () => {
    const res = await api.contract.post('/estimates', {
      body: body(world, [{ catalogItemId: world.service.id, quantity: 1, unitPriceCents: 9_000 }]),
      key: org.key,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.lines[0]?.unitPriceCents).toBe(9_000);
    expect(res.body.data.flags).toEqual(['price_differs_from_catalog']);
  });

  it("sets expiresAt from the organization's validity setting", async () => {
    const shortOrg = await api.newOrg();
    await api.deps.database.db
      .update(organizations)
      .set({ estimateValidityDays: 10 })
      .where(eq(organizations.id, shortOrg.id));
    const shortWorld = await insertEstimateWorld(api.deps, shortOrg.id);
    const res = await api.contract.post('/estimates', { body: body(shortWorld), key: shortOrg.key });
    expect(res.body.data.expiresAt).toBe(new Date(api.clock.now().getTime() + 10 * DAY_MS).toISOString());
  });

  it('lists every validation problem at once', async () => {
    const res = await api.post(
      '/estimates',
      {
        siteId: 'not-a-uuid',
        lines: [
          { catalogItemId: world.service.id, quantity: 1.5, unitPriceCents: -1 },
          { catalogItemId: world.service.id, quantity: 0, unitPriceCents: 10.5, estimatedHours: 0 },
          { quantity: 1, unitPriceCents: 100 },
        ],
      },
      { key: org.key },
    );
    expectValidationFailure(res, [
      'siteId',
      'lines.0.quantity',
      'lines.0.unitPriceCents',
      'lines.1.quantity',
      'lines.1.unitPriceCents',
      'lines.1.estimatedHours',
      'lines.2.catalogItemId',
    ]);
  });

  it("records the site's trees each line is for (several per line, repeats collapsed) (extension)", async () => {
    const [fir, oak, maple] = [
      await insertTree(api.deps, org.id, world.site.id, { commonName: 'Douglas-fir' }),
      await insertTree(api.deps, org.id, world.site.id, { commonName: 'Oregon white oak' }),
      await insertTree(api.deps, org.id, world.site.id, { commonName: 'Bigleaf maple' }),
    ];
    const res = await api.contract.post('/estimates', {
      body: body(world, [
        { catalogItemId: world.service.id, quantity: 3, unitPriceCents: 12_000, treeIds: [fir.id, oak.id, fir.id] },
        { catalogItemId: world.service.id, quantity: 1, unitPriceCents: 12_000, treeIds: [maple.id] },
        { catalogItemId: world.product.id, quantity: 2, unitPriceCents: 3_550 },
      ]),
      key: org.key,
    });
    expect(res.status).toBe(201);
    expect(res.body.data?.lines.map((line) => line.treeIds)).toEqual([[fir.id, oak.id], [maple.id], []]);
  });

  it("refuses trees not at the estimate's site on their lines, with the lines' other problems at once", async () => {
    const elsewhere = await insertSite(api.deps, org.id, { label: 'The other house' });
    const otherSiteTree = await insertTree(api.deps, org.id, elsewhere.id);
    const other = await api.newOrg();
    const foreignSite = await insertSite(api.deps, other.id);
    const foreignTree = await insertTree(api.deps, other.id, foreignSite.id);
    const ownTree = await insertTree(api.deps, org.id, world.site.id);
    const res = await api.contract.post('/estimates', {
      body: body(world, [
        { catalogItemId: world.service.id, quantity: 1, unitPriceCents: 100, treeIds: [ownTree.id, otherSiteTree.id] },
        { catalogItemId: world.service.id, quantity: 1, unitPriceCents: 100, treeIds: [foreignTree.id] },
        { catalogItemId: world.bundle.id, quantity: 1, unitPriceCents: 0, treeIds: [randomUUID()] },
        { catalogItemId: world.service.id, quantity: 1, unitPriceCents: 100, treeIds: [ownTree.id] },
      ]),
      key: org.key,
    });
    const problems = expectValidationFailure(res, [
      'lines.0.treeIds',
      'lines.1.treeIds',
      'lines.2.catalogItemId',
      'lines.2.treeIds',
    ]);
    expect(problems.find((problem) => problem.field === 'lines.1.treeIds')?.problem).toBe(
      'names a tree that is not at this site',
    );
  });

  it('requires at least one line', async () => {
    expectValidationFailure(await api.post('/estimates', { siteId: world.site.id, lines: [] }, { key: org.key }), [
      'lines',
    ]);
    expectValidationFailure(await api.post('/estimates', { siteId: world.site.id }, { key: org.key }), ['lines']);
  });

  it('refuses bundles and inactive items on their lines, all at once, and uses no number', async () => {
    const before = await api.contract.post('/estimates', { body: body(world), key: org.key });
    const res = await api.contract.post('/estimates', {
      body: body(world, [
        { catalogItemId: world.service.id, quantity: 1, unitPriceCents: 12_000 },
        { catalogItemId: world.bundle.id, quantity: 1, unitPriceCents: 0 },
        { catalogItemId: world.inactive.id, quantity: 1, unitPriceCents: 9_900 },
      ]),
      key: org.key,
    });
    const problems = expectValidationFailure(res, ['lines.1.catalogItemId', 'lines.2.catalogItemId']);
    expect(problems.map((problem) => problem.problem).join(' ')).toMatch(/bundle.*inactive/);
    const after = await api.contract.post('/estimates', { body: body(world), key: org.key });
    expect(jobNumber(after)).toBe(jobNumber(before) + 1);
  });

  it('answers 404 for an unknown catalog item, or one of another organization', async () => {
    const other = await api.newOrg();
    const foreignItem = await insertCatalogItem(api.deps, other.id);
    for (const catalogItemId of [randomUUID(), foreignItem.id]) {
      const res = await api.contract.post('/estimates', {
        body: body(world, [{ catalogItemId, quantity: 1, unitPriceCents: 100 }]),
        key: org.key,
      });
      expectFailure(res, 404, 'not_found');
    }
  });

  it('answers 404 for an unknown site, or one of another organization', async () => {
    const other = await api.newOrg();
    const foreign = await insertEstimateWorld(api.deps, other.id);
    for (const siteId of [randomUUID(), foreign.site.id]) {
      const res = await api.contract.post('/estimates', { body: { ...body(world), siteId }, key: org.key });
      expectFailure(res, 404, 'not_found');
    }
  });

  it('replays a create with the same key as 200 and creates nothing more', async () => {
    const idempotencyKey = randomUUID();
    const first = await api.contract.post('/estimates', { body: body(world), key: org.key, idempotencyKey });
    const again = await api.contract.post('/estimates', { body: body(world), key: org.key, idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    const next = await api.contract.post('/estimates', { body: body(world), key: org.key });
    expect(jobNumber(next)).toBe(jobNumber(first) + 1);
  });

  it('needs estimates:write', async () => {
    const key = await org.newKey(['estimates:read']);
    const envelope = expectFailure(await api.contract.post('/estimates', { body: body(world), key }), 403, 'forbidden');
    expect(envelope.message).toContain('estimates:write');
  });
});

describe('estimate numbers', () => {
  it('count JOB-1, JOB-2, ... per organization', async () => {
    const fresh = await api.newOrg();
    const freshWorld = await insertEstimateWorld(api.deps, fresh.id);
    const numbers = [];
    for (let index = 0; index < 3; index += 1)
      numbers.push(
        (await api.contract.post('/estimates', { body: body(freshWorld), key: fresh.key })).body.data.number,
      );
    expect(numbers).toEqual(['JOB-1', 'JOB-2', 'JOB-3']);
  });

  it(`stay distinct and consecutive under 20 parallel creates (${onPostgres() ? 'PostgreSQL: truly parallel' : 'PGlite: serialized'})`, async () => {
    const fresh = await api.newOrg();
    const freshWorld = await insertEstimateWorld(api.deps, fresh.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.contract.post('/estimates', { body: body(freshWorld), key: fresh.key })),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(20).fill(201));
    const numbers = responses.map(jobNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});
