import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeEventSchema } from '../../../src/shared/contract/events';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { openFeed } from '../events/sse-client';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';
import { readRoute, routeWorld, runWorker, THU } from '../routes/route-fixtures';
import { createCustomer, portlandAddress, portlandZipCentroid } from './site-fixtures';

/*
 * PATCH /sites/{siteId} (extension, docs/decisions/resources.md "Resources"): the clerk puts a site's pin
 * where the site really is; whatever reads its position follows.
 */

let api: TestApp;
let org: TestOrg;
let customerId: string;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  customerId = await createCustomer(api, org);
});

/** The house the ZIP centroid only approximates, about 400 m away. */
const frontDoor = { latitude: 45.5172, longitude: -122.6851 };

const moveSite = (siteId: string, body: unknown, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.request('PATCH', `/sites/${siteId}`, body, { key: org.key, ...options });

async function geocodedSite() {
  const res = await api.contract.post('/sites', { body: { customerId, ...portlandAddress }, key: org.key });
  expect(res.body.data).toMatchObject({ ...portlandZipCentroid, locationPrecision: 'zip' });
  return res.body.data;
}

describe('PATCH /sites/{siteId}', () => {
  it('puts a ZIP-centroid site where it was placed by hand: the answer and later reads say so', async () => {
    const site = await geocodedSite();
    api.clock.advance(60_000);
    const res = await api.contract.patch('/sites/{siteId}', {
      path: { siteId: site.id },
      body: frontDoor,
      key: org.key,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      ...site,
      ...frontDoor,
      locationSource: 'supplied',
      locationPrecision: 'manual',
      updatedAt: api.clock.now().toISOString(),
    });
    const read = await api.contract.get('/sites/{siteId}', { path: { siteId: site.id }, key: org.key });
    expect(read.body.data).toEqual(res.body.data);
  });

  it('answers a replay with the same Idempotency-Key as the first time', async () => {
    const site = await geocodedSite();
    const idempotencyKey = randomUUID();
    const first = await moveSite(site.id, frontDoor, { idempotencyKey });
    const again = await moveSite(site.id, frontDoor, { idempotencyKey });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses bad, missing and unknown fields all at once (422), changing nothing', async () => {
    const site = await geocodedSite();
    expectValidationFailure(await moveSite(site.id, { latitude: 91, street: '1 Elm St' }), [
      'latitude',
      'longitude',
      'street',
    ]);
    expectValidationFailure(await moveSite(site.id, { latitude: '45.5', longitude: null }), ['latitude', 'longitude']);
    const read = await api.contract.get('/sites/{siteId}', { path: { siteId: site.id }, key: org.key });
    expect(read.body.data).toEqual(site);
  });

  it("answers another organization's site, and an unknown one, as missing (404)", async () => {
    const other = await api.newOrg();
    const theirs = await insertSite(api.deps, other.id);
    expectFailure(await moveSite(theirs.id, frontDoor), 404, 'not_found');
    expectFailure(await moveSite(randomUUID(), frontDoor), 404, 'not_found');
  });

  it('needs sites:write', async () => {
    const site = await geocodedSite();
    const readOnly = await org.newKey(['sites:read']);
    expectFailure(await moveSite(site.id, frontDoor, { key: readOnly }), 403, 'forbidden');
  });

  it('tags the site with the districts of its new position, so the queue filter follows', async () => {
    const own = await api.newOrg();
    const site = await insertSite(api.deps, own.id, { latitude: 45.52, longitude: -122.65 });
    const work = await insertAcceptedWork(api.deps, own.id, site, { lines: [{ estimatedHours: 2 }] });
    const downtown = await api.contract.post('/districts', {
      body: {
        name: 'Downtown',
        boundary: [
          [-122.7, 45.51],
          [-122.68, 45.51],
          [-122.68, 45.53],
          [-122.7, 45.53],
        ],
      },
      key: own.key,
    });
    const districtId = downtown.body.data.id;
    const inDowntown = async () =>
      (await api.contract.get('/schedule/unscheduled', { query: { districtIds: districtId }, key: own.key })).body.data
        .items;
    expect(await inDowntown()).toEqual([]);

    const res = await moveSite(site.id, { latitude: 45.52, longitude: -122.69 }, { key: own.key });
    expect(res.status, res.text).toBe(200);
    expect((await inDowntown()).map((row) => row.estimateId)).toEqual([work.estimate.id]);

    await moveSite(site.id, { latitude: 45.52, longitude: -122.65 }, { key: own.key });
    expect(await inDowntown()).toEqual([]);
  });

  it('makes the route of a crew-day visiting the site stale, and it is planned again from the new position', async () => {
    const world = await routeWorld(api);
    const sites = [
      await insertSite(api.deps, world.org.id, { latitude: 45.52, longitude: -122.6 }),
      await insertSite(api.deps, world.org.id, { latitude: 45.52, longitude: -122.5 }),
    ];
    const estimateIds: string[] = [];
    for (const site of sites) estimateIds.push((await insertAcceptedWork(api.deps, world.org.id, site)).estimate.id);
    const placed = await api.contract.post('/schedule', {
      body: { estimateIds, crewId: world.crew.id, scheduledDate: THU },
      key: world.org.key,
    });
    expect(placed.body.data.placedCount).toBe(2);
    await runWorker(api, world);
    const before = await readRoute(api, world);
    expect(before.status).toBe('ready');

    // The far stop is really 10 km further east: the day drives further.
    const res = await moveSite(sites[1]!.id, { latitude: 45.52, longitude: -122.37 }, { key: world.org.key });
    expect(res.status, res.text).toBe(200);
    const moved = await readRoute(api, world);
    expect(moved.status).toBe('pending');
    expect(moved.controlVersion).toBeGreaterThan(before.controlVersion);
    expect(moved.legs).toEqual([]);

    await runWorker(api, world);
    const replanned = await readRoute(api, world);
    expect(replanned.status).toBe('ready');
    expect(replanned.distanceMeters).toBeGreaterThan(before.distanceMeters! + 15_000);
  });

  it('tells the feed which days to read again, then that the site moved', async () => {
    const world = await routeWorld(api);
    const site = await insertSite(api.deps, world.org.id, { latitude: 45.52, longitude: -122.6 });
    const work = await insertAcceptedWork(api.deps, world.org.id, site);
    const placed = await api.contract.post('/schedule', {
      body: { estimateIds: [work.estimate.id], crewId: world.crew.id, scheduledDate: THU },
      key: world.org.key,
    });
    expect(placed.status).toBe(200);
    const feed = await openFeed(`${api.baseUrl}/api/v1/events`, { Authorization: `ApiKey ${world.org.key}` });
    try {
      const res = await moveSite(site.id, { latitude: 45.53, longitude: -122.61 }, { key: world.org.key });
      expect(res.status, res.text).toBe(200);
      const events = [await feed.next(), await feed.next()].map((message) =>
        changeEventSchema.parse({ type: message.event, payload: message.data }),
      );
      expect(events).toEqual([
        {
          type: 'placement.changed',
          payload: {
            crewDays: [{ crewId: world.crew.id, day: THU, controlVersion: expect.any(Number) }],
            estimateIds: [work.estimate.id],
          },
        },
        { type: 'site.moved', payload: { siteId: site.id } },
      ]);
    } finally {
      feed.close();
    }
  });
});
