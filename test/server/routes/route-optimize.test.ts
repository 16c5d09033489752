import { randomUUID } from 'node:crypto';
import polyline from '@mapbox/polyline';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { createRandom } from '../../../src/shared/domain/tsp/random';
import { runPendingJobs } from '../../../src/server/worker/route-worker';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import type { TravelModel } from '../../../src/server/adapters/travel/travel-model';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  DEPOT,
  EAST,
  jobsOf,
  meteredRequests,
  optimize,
  placeStops,
  readRoute,
  routeDay,
  routeWorld,
  runWorker,
  THU,
  workerDeps,
  type RouteWorld,
} from './route-fixtures';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const [A, B, C, D] = EAST as [(typeof EAST)[0], (typeof EAST)[0], (typeof EAST)[0], (typeof EAST)[0]];

/** Placed out of order: C, A, D, B. Returns the ids of A, B, C, D. */
async function zigZagDay(world: RouteWorld, where: { crewId?: string | null; day?: string } = {}) {
  const [c, a, d, b] = await placeStops(api, world, [C, A, D, B], where);
  return [a, b, c, d] as string[];
}

/** The last `route.changed` event of the organization, as the change feed carries it. */
async function lastRouteEvent(orgId: string) {
  const [row] = await queryRows<{ payload: unknown }>(
    api.deps.database.db,
    sql`SELECT payload FROM events WHERE org_id = ${orgId} AND type = 'route.changed' ORDER BY seq DESC LIMIT 1`,
  );
  return row?.payload;
}

/** The best trip runs along the line one way or the other (the offline model is symmetric). */
const eitherWay = (ids: string[]) =>
  expect.toSatisfy((order: string[]) => [ids.join(), [...ids].reverse().join()].includes(order.join()));

describe('POST /routes/{crewId}/{date}/optimize and the worker', () => {
  it('answers pending at once, and the worker makes the day ready with the best order, legs and geometry', async () => {
    const world = await routeWorld(api);
    const ids = await zigZagDay(world);
    const before = await readRoute(api, world);
    expect(before.status).toBe('pending');

    const res = await optimize(api, world);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'pending' } });
    expect((await readRoute(api, world)).status).toBe('pending');
    expect(await jobsOf(api, world.org.id)).toHaveLength(1);

    expect(await runWorker(api, world)).toEqual(['stored']);
    const route = await readRoute(api, world);
    expect(route).toMatchObject({
      status: 'ready',
      orderMode: 'automatic',
      orderSource: 'optimized',
      issues: [],
      failureReason: null,
    });
    expect(route.orderedScheduleIds).toEqual(eitherWay(ids));
    // The optimizer changed the order: the version moved so a board holding the old one sees it, and
    // the feed says the new one (a plan of the day that read the old one would be refused).
    expect(route.controlVersion).toBe(before.controlVersion + 1);
    expect(await lastRouteEvent(world.org.id)).toEqual({
      crewId: world.crew.id,
      day: THU,
      status: 'ready',
      controlVersion: route.controlVersion,
    });
    expect(route.optimizedAt).toBe(api.clock.now().toISOString());
    expect(await jobsOf(api, world.org.id)).toEqual([]);

    // Legs: origin -> each stop in order -> origin, totals their sums.
    const ends = route.legs.map((leg) => [leg.from.scheduleId, leg.to.scheduleId]);
    const trip = [null, ...route.orderedScheduleIds, null];
    expect(ends).toEqual(trip.slice(1).map((to, index) => [trip[index], to]));
    expect(route.legs[0]!.from).toEqual({ type: 'origin', label: DEPOT.label, scheduleId: null });
    expect(route.legs[1]!.from).toMatchObject({ type: 'stop', label: expect.stringMatching(/^Stop \d$/) });
    expect(route.distanceMeters).toBe(route.legs.reduce((sum, leg) => sum + leg.distanceMeters, 0));
    expect(route.driveDurationSeconds).toBe(route.legs.reduce((sum, leg) => sum + leg.driveDurationSeconds, 0));
    // Offline model: 1.3 x great circle at 40 km/h; the line out to D and back is ~2 x 30 km.
    expect(route.distanceMeters).toBeGreaterThan(2 * 29_000 * 1.3);
    for (const leg of route.legs)
      expect(Math.abs(leg.driveDurationSeconds - leg.distanceMeters / (40_000 / 3600))).toBeLessThan(1);

    // Geometry: the whole round trip from the origin, precision 5.
    expect(route.geometry?.precision).toBe(5);
    const path = polyline.decode(route.geometry!.encodedPolyline, 5);
    expect(path[0]).toEqual([DEPOT.lat, DEPOT.lng]);
    expect(path.at(-1)).toEqual([DEPOT.lat, DEPOT.lng]);
    expect(path).toHaveLength(6);
  });

  it('never makes the day worse: an order already best is kept, version unchanged', async () => {
    const world = await routeWorld(api);
    const ids = await placeStops(api, world, [A, B, C, D]);
    const before = await readRoute(api, world);

    await runWorker(api, world);
    const route = await readRoute(api, world);
    expect(route).toMatchObject({
      status: 'ready',
      orderSource: 'optimized',
      controlVersion: before.controlVersion,
      orderedScheduleIds: ids,
    });
    expect(await lastRouteEvent(world.org.id)).toMatchObject({
      status: 'ready',
      controlVersion: before.controlVersion,
    });
  });

  it('keeps the best order of a large day: optimizing it again never drives longer, whatever the seed', async () => {
    const world = await routeWorld(api);
    // 30 stops (the heuristic's ground, above the exact solver's 12) scattered around the yard.
    const random = createRandom(7);
    const scattered = Array.from({ length: 30 }, () => ({
      lat: DEPOT.lat + (random.next() - 0.5) * 0.3,
      lng: DEPOT.lng + (random.next() - 0.5) * 0.4,
    }));
    await placeStops(api, world, scattered);
    await runWorker(api, world);
    let best = (await readRoute(api, world)).driveDurationSeconds!;
    for (const seed of [2, 3, 4]) {
      expect((await optimize(api, world)).status).toBe(200);
      const outcomes = await runPendingJobs(
        { ...workerDeps(api), solve: { seed, timeBudgetMs: 20 } },
        { orgIds: [world.org.id] },
      );
      expect(outcomes).toEqual(['stored']);
      const again = await readRoute(api, world);
      expect(again.status).toBe('ready');
      expect(again.driveDurationSeconds).toBeLessThanOrEqual(best);
      best = again.driveDurationSeconds!;
    }
  });

  it('counts every optimize request on the organization meter, a replay not again', async () => {
    const world = await routeWorld(api);
    const other = await routeWorld(api);
    await zigZagDay(world);
    const key = randomUUID();

    await optimize(api, world, world.crew.id, THU, key);
    const replay = await optimize(api, world, world.crew.id, THU, key);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    await optimize(api, world, world.crew.id, '2026-03-06');
    await optimize(api, world, null);

    expect(await meteredRequests(api, world.org.id)).toBe(3);
    expect(await meteredRequests(api, other.org.id)).toBe(0);
    // Placing work queues optimization too, but only requests are billed.
    expect(await jobsOf(api, world.org.id)).toHaveLength(3);
  });

  it('queues a changed day again: placing work reads pending, then ready with the new stop', async () => {
    const world = await routeWorld(api);
    await zigZagDay(world);
    await runWorker(api, world);
    expect((await readRoute(api, world)).status).toBe('ready');

    const [added] = await placeStops(api, world, [{ lat: 45.53, lng: -122.45 }]);
    const changed = await readRoute(api, world);
    expect(changed).toMatchObject({
      status: 'pending',
      orderSource: 'schedule',
      legs: [],
      distanceMeters: null,
      geometry: null,
      optimizedAt: null,
    });

    await runWorker(api, world);
    const route = await readRoute(api, world);
    expect(route.status).toBe('ready');
    expect(route.orderedScheduleIds).toContain(added);
    expect(route.legs).toHaveLength(6);
  });

  it('keeps a day with an ungeocoded site drivable: located stops optimized first, the other after, needs_attention', async () => {
    const world = await routeWorld(api);
    const [c, lost, a, b] = await placeStops(api, world, [C, null, A, B]);

    await runWorker(api, world);
    const route = await readRoute(api, world);
    expect(route.status).toBe('needs_attention');
    expect(route.issues).toEqual([{ code: 'missing_coordinate', scheduleId: lost }]);
    expect(route.orderedScheduleIds.slice(0, 3)).toEqual(eitherWay([a!, b!, c!]));
    expect(route.orderedScheduleIds[3]).toBe(lost);
    expect(route.legs.flatMap((leg) => [leg.from.scheduleId, leg.to.scheduleId])).not.toContain(lost);
  });

  it('keeps a frozen day in its order and measures it: placing queues it, the plan drives the order as placed', async () => {
    const world = await routeWorld(api, { freezeHours: 48 });
    // Monday 08:00 in Los Angeles: Wednesday 07:00 is 47 hours away, Thursday 71.
    const wednesday = '2026-03-04';
    const ids = await placeStops(api, world, [C, A, D, B], { day: wednesday });
    expect((await readRoute(api, world, world.crew.id, wednesday)).status).toBe('pending');
    expect(await runWorker(api, world)).toEqual(['stored']);
    const frozen = await readRoute(api, world, world.crew.id, wednesday);
    expect(frozen).toMatchObject({ status: 'frozen', orderedScheduleIds: ids, orderSource: 'schedule' });
    expect(frozen.legs.map((leg) => leg.to.scheduleId)).toEqual([...ids, null]);
    expect(frozen.driveDurationSeconds).toBe(frozen.legs.reduce((sum, leg) => sum + leg.driveDurationSeconds, 0));

    expect((await optimize(api, world, world.crew.id, wednesday)).body.data).toEqual({ status: 'pending' });
    expect(await runWorker(api, world)).toEqual(['stored']);
    expect(await readRoute(api, world, world.crew.id, wednesday)).toMatchObject({
      status: 'frozen',
      orderedScheduleIds: ids,
      controlVersion: frozen.controlVersion,
    });

    // Thursday is outside the horizon: optimized.
    await zigZagDay(world);
    expect(await runWorker(api, world)).toEqual(['stored']);
    expect((await readRoute(api, world)).status).toBe('ready');
  });

  it('freezes a day once it has begun, even with no horizon', async () => {
    const world = await routeWorld(api);
    const today = '2026-03-02';
    const ids = await placeStops(api, world, [C, A, D], { day: today });
    await runWorker(api, world);
    expect(await readRoute(api, world, world.crew.id, today)).toMatchObject({
      status: 'frozen',
      orderedScheduleIds: ids,
    });
  });

  it('measures a pinned day in the order the dispatcher pinned (an emergency): pinned, with its legs, within one run', async () => {
    const world = await routeWorld(api);
    await zigZagDay(world);
    await runWorker(api, world);
    const site = await insertSite(api.deps, world.org.id, { latitude: B.lat, longitude: B.lng });
    const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site);

    const res = await api.contract.post('/schedule/emergency', {
      body: { estimateId: estimate.id, crewId: world.crew.id, date: THU },
      key: world.org.key,
    });
    expect(res.status).toBe(200);
    expect(await readRoute(api, world)).toMatchObject({
      status: 'pending',
      orderMode: 'manual',
      legs: [],
      geometry: null,
    });

    expect(await runWorker(api, world)).toEqual(['stored']);
    const route = await readRoute(api, world);
    expect(route).toMatchObject({
      status: 'pinned',
      orderMode: 'manual',
      orderedScheduleIds: res.body.data.orderedScheduleIds,
    });
    expect(route.orderedScheduleIds[0]).toBe(res.body.data.scheduleId);
    expect(route.legs.map((leg) => leg.to.scheduleId)).toEqual([...route.orderedScheduleIds, null]);
    expect(route.geometry?.precision).toBe(5);
    expect(route.driveDurationSeconds).toBeGreaterThan(0);
    expect(await jobsOf(api, world.org.id)).toEqual([]);
  });

  it('marks a day failed with the reason once every attempt failed, and a later success clears it', async () => {
    const world = await routeWorld(api);
    await zigZagDay(world);
    const broken: TravelModel = {
      table: () => Promise.reject(new Error('routing provider exploded')),
      path: () => Promise.reject(new Error('routing provider exploded')),
    };

    expect(await runWorker(api, world, broken)).toEqual(['retry']);
    expect((await readRoute(api, world)).status).toBe('pending');
    api.clock.advance(5_000);
    expect(await runWorker(api, world, broken)).toEqual(['retry']);
    api.clock.advance(10_000);
    expect(await runWorker(api, world, broken)).toEqual(['failed']);
    expect(await readRoute(api, world)).toMatchObject({ status: 'failed', failureReason: 'routing provider exploded' });

    await optimize(api, world);
    expect(await runWorker(api, world, greatCircleTravel)).toEqual(['stored']);
    expect(await readRoute(api, world)).toMatchObject({ status: 'ready', failureReason: null });
  });

  it('optimizes the unassigned board of a day like a crew-day', async () => {
    const world = await routeWorld(api);
    const ids = await zigZagDay(world, { crewId: null });
    await runWorker(api, world);
    const route = await readRoute(api, world, null);
    expect(route).toMatchObject({ crewId: null, status: 'ready' });
    expect(route.orderedScheduleIds).toEqual(eitherWay(ids));
  });

  it('needs routing:write and answers 404 for a crew of another organization', async () => {
    const world = await routeWorld(api);
    const other = await routeWorld(api);
    const readOnly = await world.org.newKey(['routing:read', 'schedule:write']);
    const forbidden = await api.contract.post('/routes/{crewId}/{date}/optimize', {
      path: routeDay(world.crew.id),
      key: readOnly,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toContain('routing:write');

    const foreign = await api.contract.post('/routes/{crewId}/{date}/optimize', {
      path: routeDay(other.crew.id),
      key: world.org.key,
    });
    expect(foreign.status).toBe(404);
    expect(await meteredRequests(api, world.org.id)).toBe(0);
    expect(await jobsOf(api, other.org.id)).toEqual([]);
  });
});
