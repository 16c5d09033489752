import { beforeAll, describe, expect, it } from 'vitest';
import { routeSchema } from '../../../src/shared/contract/routes';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { DEPOT, EAST, placeStops, readRoute, routeDay, routePath, routeWorld, runWorker, THU } from './route-fixtures';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('GET /routes/{crewId}/{date}', () => {
  it('reads a day never touched: every field, automatic, version 1, nothing to drive', async () => {
    const world = await routeWorld(api);
    const res = await api.contract.get('/routes/{crewId}/{date}', {
      path: routeDay(world.crew.id),
      key: world.org.key,
    });

    expect(res.status).toBe(200);
    expect(routeSchema.parse(res.body.data)).toEqual({
      crewId: world.crew.id,
      date: THU,
      status: 'not_needed',
      optimizedAt: null,
      distanceMeters: null,
      driveDurationSeconds: null,
      orderMode: 'automatic',
      orderSource: 'schedule',
      controlVersion: 1,
      orderedScheduleIds: [],
      legs: [],
      geometry: null,
      origin: DEPOT,
      issues: [],
      failureReason: null,
    });
  });

  it('reads not_configured while the organization has no origin, whatever the day holds', async () => {
    const world = await routeWorld(api, { origin: false });
    const ids = await placeStops(api, world, EAST.slice(0, 3));

    const route = await readRoute(api, world);
    expect(route).toMatchObject({ status: 'not_configured', origin: null, orderedScheduleIds: ids, legs: [] });
  });

  it('reads not_needed with a single locatable stop, even after the worker ran', async () => {
    const world = await routeWorld(api);
    const [only] = await placeStops(api, world, [EAST[0]!]);
    expect((await readRoute(api, world)).status).toBe('pending');

    await runWorker(api, world);
    const route = await readRoute(api, world);
    expect(route.status).toBe('not_needed');
    expect(route.orderedScheduleIds).toEqual([only]);
    // The trip there and back is still measured.
    expect(route.legs.map((leg) => [leg.from.type, leg.to.type])).toEqual([
      ['origin', 'stop'],
      ['stop', 'origin'],
    ]);
  });

  it('lists every placement of the day, an ungeocoded one too, naming it in issues', async () => {
    const world = await routeWorld(api);
    const ids = await placeStops(api, world, [EAST[0]!, null, EAST[1]!]);

    const route = await readRoute(api, world);
    expect(route.orderedScheduleIds).toEqual(ids);
    expect(route.issues).toEqual([{ code: 'missing_coordinate', scheduleId: ids[1] }]);
  });

  it('reads the unassigned board of a day as crew `unassigned` (crewId null)', async () => {
    const world = await routeWorld(api);
    const ids = await placeStops(api, world, EAST.slice(0, 2), { crewId: null });

    const route = await readRoute(api, world, null);
    expect(route).toMatchObject({ crewId: null, date: THU, orderedScheduleIds: ids, status: 'pending' });
    expect((await readRoute(api, world)).orderedScheduleIds).toEqual([]);
  });

  it("answers 404 for an unknown crew and for another organization's crew, exactly alike", async () => {
    const world = await routeWorld(api);
    const other = await routeWorld(api);
    await placeStops(api, other, EAST.slice(0, 2));

    const foreign = await api.contract.get('/routes/{crewId}/{date}', {
      path: routeDay(other.crew.id),
      key: world.org.key,
    });
    const unknown = await api.contract.get('/routes/{crewId}/{date}', {
      path: routeDay('7b0ad3a4-3bd5-4c52-9c4f-1a6c3c1b2d7e'),
      key: world.org.key,
    });
    for (const res of [foreign, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, data: { code: 'not_found' } });
    }
  });

  it('answers 422 naming a bad date or crew id', async () => {
    const world = await routeWorld(api);
    const badDate = await api.get(`/routes/${world.crew.id}/2026-02-30`, { key: world.org.key });
    expect(badDate.status).toBe(422);
    expect(badDate.body.data.errors).toEqual([{ field: 'date', problem: expect.any(String) }]);

    const badCrew = await api.get(`/routes/crew-7/${THU}`, { key: world.org.key });
    expect(badCrew.status).toBe(422);
    expect(badCrew.body.data.errors.map((error: { field: string }) => error.field)).toEqual(['crewId']);
  });

  it('needs routing:read', async () => {
    const world = await routeWorld(api);
    const scheduleOnly = await world.org.newKey(['schedule:read']);
    const res = await api.get(routePath(world.crew.id), { key: scheduleOnly });
    expect(res.status).toBe(403);
    expect(res.body.data.code).toBe('forbidden');
    expect(res.body.message).toContain('routing:read');

    const routingOnly = await world.org.newKey(['routing:read']);
    expect(
      (await api.contract.get('/routes/{crewId}/{date}', { path: routeDay(world.crew.id), key: routingOnly })).status,
    ).toBe(200);
  });

  it("reads an archived crew's day like any other", async () => {
    const world = await routeWorld(api);
    const archived = await insertCrew(api.deps, world.org.id, { name: 'Retired crew', active: false });
    expect((await readRoute(api, world, archived.id)).crewId).toBe(archived.id);
  });
});
