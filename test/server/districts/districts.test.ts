import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteDistricts } from '../../../src/server/db/schema';
import { districtSchema, type CreateDistrict } from '../../../src/shared/contract/districts';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { createCustomer, portlandAddress, portlandZipCentroid } from '../sites/site-fixtures';

let api: TestApp;
let org: TestOrg;

/** Downtown Portland, around the 97205 ZIP centroid; open ring in [longitude, latitude] order. */
const downtown: [number, number][] = [
  [-122.7, 45.51],
  [-122.68, 45.51],
  [-122.68, 45.53],
  [-122.7, 45.53],
];

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

const createDistrict = (body: CreateDistrict, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.post('/districts', { body, key: org.key, ...options });

async function districtsOfSite(orgId: string, siteId: string): Promise<string[]> {
  const rows = await api.deps.database.db
    .select({ districtId: siteDistricts.districtId })
    .from(siteDistricts)
    .where(and(eq(siteDistricts.orgId, orgId), eq(siteDistricts.siteId, siteId)));
  return rows.map((row) => row.districtId);
}

describe('POST /districts', () => {
  it('creates a district (201) and drops a repeated closing point', async () => {
    const res = await createDistrict({ name: 'Downtown', boundary: [...downtown, downtown[0]!] });
    expect(res.status).toBe(201);
    expect(districtSchema.parse(res.body.data)).toEqual({
      id: expect.any(String),
      name: 'Downtown',
      boundary: downtown,
      createdAt: api.clock.now().toISOString(),
    });
  });

  it('tags every located site of the organization that falls inside, and no other', async () => {
    const inside = await insertSite(api.deps, org.id, { ...portlandZipCentroid });
    const outside = await insertSite(api.deps, org.id, { latitude: 45.5165, longitude: -122.6535 });
    const unlocated = await insertSite(api.deps, org.id, { latitude: null, longitude: null });
    const work = await insertAcceptedWork(api.deps, org.id, inside, { lines: [{ estimatedHours: 2 }] });
    await insertAcceptedWork(api.deps, org.id, outside, { lines: [{ estimatedHours: 2 }] });

    const district = (await createDistrict({ name: 'Pearl', boundary: downtown })).body.data;

    expect(await districtsOfSite(org.id, inside.id)).toEqual([district.id]);
    expect(await districtsOfSite(org.id, outside.id)).toEqual([]);
    expect(await districtsOfSite(org.id, unlocated.id)).toEqual([]);
    // What a client relies on: the queue's districtIds and its district filter.
    const queue = await api.contract.get('/schedule/unscheduled', {
      query: { districtIds: district.id },
      key: org.key,
    });
    expect(queue.body.data.items.map((row) => row.estimateId)).toEqual([work.estimate.id]);
    expect(queue.body.data.items[0]?.districtIds).toContain(district.id);
  });

  it('gives a site created later every district its coordinates fall in', async () => {
    await createDistrict({ name: 'Old Town', boundary: downtown });
    await createDistrict({
      name: 'Far away',
      boundary: [
        [10, 10],
        [11, 10],
        [11, 11],
      ],
    });
    const customerId = await createCustomer(api, org);
    const site = await api.contract.post('/sites', { body: { customerId, ...portlandAddress }, key: org.key });
    expect(site.status).toBe(201);
    const all = (await api.contract.get('/districts', { key: org.key })).body.data.items;
    const around = all.filter((district) => district.name !== 'Far away').map((district) => district.id);
    expect(around.length).toBeGreaterThanOrEqual(2);
    expect((await districtsOfSite(org.id, site.body.data.id)).sort()).toEqual(around.sort());
  });

  it('refuses a name the organization already uses, in any case (409 conflict); another organization may use it', async () => {
    await createDistrict({ name: 'Sellwood', boundary: downtown });
    const again = await createDistrict({ name: '  sellwood ', boundary: downtown });
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ code: 'conflict' });
    const other = await api.newOrg();
    expect((await createDistrict({ name: 'Sellwood', boundary: downtown }, { key: other.key })).status).toBe(201);
  });

  it('refuses fewer than 3 points, coordinates out of range, a self-intersecting ring and a bad name (422)', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'Two points', boundary: downtown.slice(0, 2) }, 'boundary'],
      [{ name: 'Closed triangle of two', boundary: [downtown[0], downtown[1], downtown[0]] }, 'boundary'],
      [
        {
          name: 'Off the map',
          boundary: [
            [-200, 45],
            [-122, 45],
            [-122, 46],
          ],
        },
        'boundary.0.0',
      ],
      [
        {
          name: 'Latitude past the pole',
          boundary: [
            [-122, 95],
            [-122, 45],
            [-121, 46],
          ],
        },
        'boundary.0.1',
      ],
      [
        {
          name: 'Bow tie',
          boundary: [
            [0, 0],
            [1, 1],
            [1, 0],
            [0, 1],
          ],
        },
        'boundary',
      ],
      [{ name: '', boundary: downtown }, 'name'],
      [{ name: 'x'.repeat(201), boundary: downtown }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/districts', body, { key: org.key });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.data.errors).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('replays a create under the same Idempotency-Key with 200', async () => {
    const idempotencyKey = randomUUID();
    const first = await createDistrict({ name: 'Laurelhurst', boundary: downtown }, { idempotencyKey });
    const again = await createDistrict({ name: 'Laurelhurst', boundary: downtown }, { idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });
});

describe('GET /districts', () => {
  it("lists the organization's districts by name, never another's", async () => {
    const own = await api.newOrg();
    for (const name of ['b-side', 'Alberta']) await createDistrict({ name, boundary: downtown }, { key: own.key });
    await createDistrict({ name: 'Elsewhere', boundary: downtown }, { key: (await api.newOrg()).key });
    const res = await api.contract.get('/districts', { key: own.key });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((district) => district.name)).toEqual(['Alberta', 'b-side']);
  });

  it('needs schedule:read to list and schedule:write to create', async () => {
    const readOnly = await org.newKey(['schedule:read']);
    const none = await org.newKey(['customers:read']);
    expect((await api.contract.get('/districts', { key: none })).status).toBe(403);
    expect((await api.contract.get('/districts', { key: readOnly })).status).toBe(200);
    expect((await createDistrict({ name: 'Denied', boundary: downtown }, { key: readOnly })).status).toBe(403);
  });
});
