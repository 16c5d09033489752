import { beforeAll, describe, expect, it } from 'vitest';
import { routeStatusListSchema, type RouteStatusItem } from '../../../src/shared/contract/routes';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  EAST,
  jobsOf,
  placeStops,
  readRoute,
  routeDay,
  routeWorld,
  runWorker,
  THU,
  type RouteWorld,
} from './route-fixtures';

const WED = '2026-03-04';
const FRI = '2026-03-06';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

async function listStatuses(
  world: RouteWorld,
  query: { from: string; to: string; crewIds?: string },
): Promise<RouteStatusItem[]> {
  const res = await api.contract.get('/routes', { query, key: world.org.key });
  expect(res.status).toBe(200);
  return routeStatusListSchema.parse(res.body.data).items;
}

/** A board week: Alder (the world's crew) optimized on Thursday, Birch pinned by hand on Friday, pencilled work on Thursday. */
async function boardWeek() {
  const world = await routeWorld(api);
  const birch = await insertCrew(api.deps, world.org.id, { name: 'Birch crew' });
  await placeStops(api, world, EAST.slice(0, 3), { crewId: null });
  await runWorker(api, world);
  await placeStops(api, world, EAST.slice(0, 3));
  const friday = await placeStops(api, world, EAST.slice(1, 3), { crewId: birch.id, day: FRI });
  const route = await readRoute(api, world, birch.id, FRI);
  const pinned = await api.contract.post('/routes/{crewId}/{date}/order', {
    path: routeDay(birch.id, FRI),
    body: { expectedVersion: route.controlVersion, orderedScheduleIds: [...friday].reverse() },
    key: world.org.key,
  });
  expect(pinned.status).toBe(200);
  return { world, birch };
}

describe('GET /routes (the board read of route statuses)', () => {
  it('reads every crew-day with work in the range, by day then crew (unassigned last), exactly as each route reads', async () => {
    const { world, birch } = await boardWeek();

    const items = await listStatuses(world, { from: WED, to: FRI });
    expect(items.map((item) => [item.date, item.crewId])).toEqual([
      [THU, world.crew.id],
      [THU, null],
      [FRI, birch.id],
    ]);
    expect(items.map((item) => [item.status, item.orderMode])).toEqual([
      ['pending', 'automatic'],
      ['ready', 'automatic'],
      ['pending', 'manual'],
    ]);
    const readsAsRoutes = async (listed: RouteStatusItem[]) => {
      for (const item of listed) {
        const route = await readRoute(api, world, item.crewId, item.date);
        const { crewId, date, status, orderMode, controlVersion, driveDurationSeconds } = route;
        expect(item).toEqual({ crewId, date, status, orderMode, controlVersion, driveDurationSeconds });
      }
    };
    await readsAsRoutes(items);

    // Once planned, the pinned day reads pinned with the drive time of its order, like any planned day.
    // One run works every job: a claim leases one job only (docs/decisions/routes.md).
    await runWorker(api, world);
    expect(await jobsOf(api, world.org.id)).toEqual([]);
    const planned = await listStatuses(world, { from: WED, to: FRI });
    expect(planned.map((item) => [item.status, item.driveDurationSeconds !== null])).toEqual([
      ['ready', true],
      ['ready', true],
      ['pinned', true],
    ]);
    await readsAsRoutes(planned);
  });

  it('orders the crews of a day by name, as the board draws them, whatever order they were made in', async () => {
    const world = await routeWorld(api);
    const zelkova = await insertCrew(api.deps, world.org.id, { name: 'Zelkova crew' });
    const ash = await insertCrew(api.deps, world.org.id, { name: 'Ash crew' });
    await placeStops(api, world, EAST.slice(0, 2), { crewId: null, day: FRI });
    await placeStops(api, world, EAST.slice(0, 2), { crewId: zelkova.id, day: FRI });
    await placeStops(api, world, EAST.slice(0, 2), { crewId: ash.id, day: FRI });

    const items = await listStatuses(world, { from: FRI, to: FRI });
    expect(items.map((item) => item.crewId)).toEqual([ash.id, zelkova.id, null]);
  });

  it('keeps to the range and to the crews named (then without the unassigned board)', async () => {
    const { world, birch } = await boardWeek();

    expect((await listStatuses(world, { from: FRI, to: FRI })).map((item) => item.crewId)).toEqual([birch.id]);
    expect(await listStatuses(world, { from: WED, to: WED })).toEqual([]);
    const named = await listStatuses(world, { from: WED, to: FRI, crewIds: world.crew.id });
    expect(named.map((item) => [item.date, item.crewId])).toEqual([[THU, world.crew.id]]);
  });

  it("never shows another organization's days, even when its crew is named", async () => {
    const { world } = await boardWeek();
    const stranger = await routeWorld(api);

    expect(await listStatuses(stranger, { from: WED, to: FRI })).toEqual([]);
    expect(await listStatuses(stranger, { from: WED, to: FRI, crewIds: world.crew.id })).toEqual([]);
  });

  it('answers 422 for a range longer than 31 days or running backwards, and names bad values, all at once', async () => {
    const world = await routeWorld(api);
    expect(await listStatuses(world, { from: '2026-03-01', to: '2026-04-01' })).toEqual([]);

    const tooLong = await api.get('/routes?from=2026-03-01&to=2026-04-02', { key: world.org.key });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.data.errors).toEqual([{ field: 'to', problem: 'must be at most 31 days after from' }]);

    const backwards = await api.get(`/routes?from=${FRI}&to=${WED}`, { key: world.org.key });
    expect(backwards.status).toBe(422);
    expect(backwards.body.data.errors).toEqual([{ field: 'to', problem: 'must not be before from' }]);

    const bad = await api.get('/routes?to=2026-02-30&crewIds=crew-7', { key: world.org.key });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'crewIds.0',
      'from',
      'to',
    ]);
  });

  it('needs routing:read', async () => {
    const world = await routeWorld(api);
    const scheduleOnly = await world.org.newKey(['schedule:read']);
    expect((await api.contract.get('/routes', { query: { from: WED, to: FRI }, key: scheduleOnly })).status).toBe(403);
    const routingOnly = await world.org.newKey(['routing:read']);
    expect((await api.contract.get('/routes', { query: { from: WED, to: FRI }, key: routingOnly })).status).toBe(200);
  });
});
