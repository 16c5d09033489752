import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../src/server/db/schema';
import { seedDemo, type SeedSummary } from '../../../src/server/demo/seed-demo';
import { siteSchema } from '../../../src/shared/contract/sites';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let api: TestApp;
let org: TestOrg;
let summary: SeedSummary;

/** Every item of a cursor-paged list, following nextCursor to the end. */
async function readAll(path: string, key: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const res: { status: number; body: any } = await api.get(
      `${path}${separator}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { key },
    );
    expect(res.status).toBe(200);
    items.push(...res.body.data.items);
    cursor = res.body.data.nextCursor;
  } while (cursor);
  return items;
}

// Seeding takes seconds alone; on a machine loaded with other test processes it has taken minutes.
beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Demo Tree Care' });
  summary = await seedDemo(api.deps.database.db, org.id, {
    size: 'small',
    now: api.clock.now(),
    storage: api.deps.storage,
    travel: greatCircleTravel,
  });
}, 300_000);

describe('seedDemo small', () => {
  const db = () => api.deps.database.db;

  it('sets the organization up in Portland with a depot origin', async () => {
    const [row] = await db().select().from(schema.organizations).where(eq(schema.organizations.id, org.id));
    expect(row?.timeZone).toBe('America/Los_Angeles');
    expect(row?.originLabel).toEqual(expect.any(String));
    expect(row?.originLat).toBeCloseTo(45.57, 1);
    expect(row?.originLng).toBeCloseTo(-122.62, 1);
  });

  it('makes eight crews, one archived, with valid colours, varied hours and two to five members each', async () => {
    const crews = await db().select().from(schema.crews).where(eq(schema.crews.orgId, org.id));
    expect(crews).toHaveLength(8);
    expect(crews.filter((crew) => !crew.active)).toHaveLength(1);
    for (const crew of crews) expect(crew.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(crews.some((crew) => crew.dayStartMinutes === null)).toBe(true);
    expect(crews.some((crew) => crew.dayStartMinutes !== null)).toBe(true);
    const members = await db()
      .select({ crewId: schema.crewMembers.crewId, count: sql<number>`count(*)::int` })
      .from(schema.crewMembers)
      .where(eq(schema.crewMembers.orgId, org.id))
      .groupBy(schema.crewMembers.crewId);
    expect(members).toHaveLength(8);
    for (const { count } of members) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(5);
    }
  });

  it('has estimates in every status, some unpriced app lines, some complete, numbered 1..n with the counter at n', async () => {
    const estimates = await db().select().from(schema.estimates).where(eq(schema.estimates.orgId, org.id));
    expect(new Set(estimates.map((estimate) => estimate.status))).toEqual(
      new Set(['draft', 'sent', 'accepted', 'declined', 'canceled']),
    );
    const numbers = estimates.map((estimate) => estimate.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: estimates.length }, (_, index) => index + 1));
    const [counter] = await db()
      .select()
      .from(schema.counters)
      .where(and(eq(schema.counters.orgId, org.id), eq(schema.counters.name, 'estimate')));
    expect(counter?.value).toBe(estimates.length);
    expect(summary.estimateNumbers).toEqual({ first: 1, last: estimates.length });

    const lines = await db().select().from(schema.estimateLines).where(eq(schema.estimateLines.orgId, org.id));
    const byId = new Map(estimates.map((estimate) => [estimate.id, estimate]));
    const unpriced = lines.filter((line) => line.unitPriceCents === null);
    expect(unpriced.length).toBeGreaterThan(0);
    for (const line of unpriced) expect(byId.get(line.estimateId)?.origin).toBe('app');
    expect(lines.some((line) => line.estimatedHours !== null)).toBe(true);

    const complete = estimates.filter(
      (estimate) =>
        estimate.status === 'accepted' &&
        lines.filter((line) => line.estimateId === estimate.id).every((line) => line.status === 'done'),
    );
    expect(complete.length).toBeGreaterThan(0);
    expect(complete.length).toBe(summary.completedEstimates);
    const waiting = estimates.filter((estimate) => estimate.status === 'accepted' && !complete.includes(estimate));
    expect(waiting.length).toBeGreaterThan(0);
    for (const estimate of estimates.filter((e) => e.status === 'accepted')) {
      expect(estimate.acceptedAt!.getTime()).toBeLessThanOrEqual(api.clock.now().getTime());
    }
  });

  it('prices lines only with non-bundle catalog items of its own organization', async () => {
    const rows = await db()
      .select({ type: schema.catalogItems.type })
      .from(schema.estimateLines)
      .innerJoin(
        schema.catalogItems,
        and(
          eq(schema.catalogItems.orgId, schema.estimateLines.orgId),
          eq(schema.catalogItems.id, schema.estimateLines.catalogItemId),
        ),
      )
      .where(eq(schema.estimateLines.orgId, org.id));
    expect(rows.length).toBe(summary.estimateLines);
    expect(rows.some((row) => row.type === 'bundle')).toBe(false);
  });

  it('leaves a few sites never located and stores a real PNG for every uploaded photo', async () => {
    const sites = await db().select().from(schema.sites).where(eq(schema.sites.orgId, org.id));
    const unlocated = sites.filter((site) => site.latitude === null);
    expect(unlocated.length).toBeGreaterThan(0);
    for (const site of unlocated) expect(site.locationSource).toBe('none');

    const photos = await db().select().from(schema.treePhotos).where(eq(schema.treePhotos.orgId, org.id));
    expect(photos.some((photo) => photo.storageKey === null)).toBe(true);
    const stored = photos.filter((photo) => photo.storageKey !== null);
    expect(stored.length).toBe(summary.photoFiles);
    for (const photo of stored) {
      expect(photo.storageKey).toBe(`photos/${org.id}/${photo.id}.png`);
      const file = await api.deps.storage.get(photo.storageKey!);
      expect([...file!.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    }
  });
});

describe('seeded data through the API', () => {
  it('lists every customer and site, oldest first, across cursor pages', async () => {
    const customers = await readAll('/customers', org.key);
    expect(customers).toHaveLength(summary.customers);
    expect(summary.customers).toBeGreaterThanOrEqual(250);
    const created = customers.map((customer) => customer.createdAt);
    expect(created).toEqual([...created].sort());
    expect(customers.some((customer) => customer.email === null)).toBe(true);

    const sites = await readAll('/sites', org.key);
    expect(sites).toHaveLength(summary.sites);
    for (const site of sites) siteSchema.parse(site);
    expect(sites.filter((site) => site.latitude === null)).toHaveLength(summary.unlocatedSites);
    expect(new Set(sites.map((site) => site.state))).toEqual(new Set(['OR', 'WA']));
  });

  it('serves trees, notes and photo files of a seeded site', async () => {
    const [site] = await api.deps.database.db
      .select({ siteId: schema.trees.siteId })
      .from(schema.treePhotos)
      .innerJoin(
        schema.trees,
        and(eq(schema.trees.orgId, schema.treePhotos.orgId), eq(schema.trees.id, schema.treePhotos.treeId)),
      )
      .where(and(eq(schema.treePhotos.orgId, org.id), sql`${schema.treePhotos.storageKey} IS NOT NULL`))
      .limit(1);
    const trees = await api.get(`/sites/${site!.siteId}/trees`, { key: org.key });
    expect(trees.status).toBe(200);
    expect(trees.body.data.items.length).toBeGreaterThan(0);
    const withPhotos = [];
    for (const tree of trees.body.data.items) {
      const photos = await api.get(`/trees/${tree.id}/photos`, { key: org.key });
      withPhotos.push(...photos.body.data.items.filter((photo: any) => photo.url));
    }
    const file = await fetch(withPhotos[0].url);
    expect(file.status).toBe(200);
    expect([...new Uint8Array(await file.arrayBuffer()).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('answers the catalog with pruning bands, programs, and inactive items only on request', async () => {
    const active = await readAll('/catalog/items', org.key);
    const everything = await readAll('/catalog/items?activeOnly=false', org.key);
    expect(everything.length).toBeGreaterThan(active.length);
    const pruning = active.filter((item) => item.workTypeHint === 'pruning' && item.dbhMinIn !== null);
    expect(pruning.map((item) => [item.dbhMinIn, item.dbhMaxIn])).toEqual([
      [0, 6],
      [6.01, 12],
      [12.01, 24],
      [24.01, 36],
      [36.01, null],
    ]);
    expect(new Set(active.map((item) => item.renewalIntervalMonths).filter(Boolean))).toEqual(new Set([6, 12]));
    expect(active.find((item) => item.type === 'bundle')?.unitPriceCents).toBe(0);
  });

  it('reads crews and a complete estimate back through their endpoints', async () => {
    const crews = await api.get('/crews', { key: org.key });
    expect(crews.status).toBe(200);
    expect(crews.body.data.items).toHaveLength(8);
    expect(crews.body.data.items.filter((crew: any) => crew.active === false)).toHaveLength(1);

    const [complete] = await api.deps.database.db
      .select({ id: schema.estimates.id })
      .from(schema.estimates)
      .where(
        and(
          eq(schema.estimates.orgId, org.id),
          eq(schema.estimates.status, 'accepted'),
          sql`NOT EXISTS (SELECT 1 FROM estimate_lines l WHERE l.org_id = ${schema.estimates.orgId} AND l.estimate_id = ${schema.estimates.id} AND l.status <> 'done')`,
        ),
      )
      .limit(1);
    const estimate = await api.get(`/estimates/${complete!.id}`, { key: org.key });
    expect(estimate.status).toBe(200);
    expect(estimate.body.data.status).toBe('completed');
  });
});

describe('after the seed', () => {
  it('continues the JOB number sequence for estimates created through the API', async () => {
    const [site] = await readAll('/sites', org.key);
    const service = (await readAll('/catalog/items', org.key)).find((item) => item.type === 'service');
    const created = await api.post(
      '/estimates',
      { siteId: site.id, lines: [{ catalogItemId: service.id, quantity: 1, unitPriceCents: 12_500 }] },
      { key: org.key },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.number).toBe(`JOB-${summary.estimateNumbers.last + 1}`);
  });
});

describe('determinism', () => {
  it('tells the same story in another organization, under its own ids', async () => {
    const other = await api.newOrg({ name: 'Second Demo' });
    const again = await seedDemo(api.deps.database.db, other.id, {
      size: 'small',
      now: api.clock.now(),
      storage: api.deps.storage,
      travel: greatCircleTravel,
    });
    const { orgId: _a, durationMs: _b, ...first } = summary;
    const { orgId: _c, durationMs: _d, ...second } = again;
    expect(second).toEqual(first);
    const names = async (key: string) => (await readAll('/customers', key)).map((customer) => customer.name);
    expect(await names(other.key)).toEqual(await names(org.key));
    const [mine, theirs] = await Promise.all([readAll('/sites', org.key), readAll('/sites', other.key)]);
    expect(theirs[0].id).not.toBe(mine[0].id);
  }, 300_000);
});
