import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { routeOrderResultSchema } from '../../../src/shared/contract/routes';
import { onPostgres } from '../../support/test-database';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  EAST,
  optimize,
  placeStops,
  readRoute,
  routeDay,
  routePath,
  routeWorld,
  runWorker,
  type RouteWorld,
} from './route-fixtures';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

interface OrderOptions {
  crewId?: string | null;
  key?: string;
  idempotencyKey?: string;
}

const setOrder = (world: RouteWorld, body: components['schemas']['SetRouteOrder'], options: OrderOptions = {}) =>
  api.contract.post('/routes/{crewId}/{date}/order', {
    path: routeDay(options.crewId === undefined ? world.crew.id : options.crewId),
    body,
    key: options.key ?? world.org.key,
    ...(options.idempotencyKey && { idempotencyKey: options.idempotencyKey }),
  });

/** POST .../order uncheckedly, for bodies or answers the contract does not type. */
const sendOrder = (world: RouteWorld, body: unknown, options: OrderOptions = {}) =>
  api.post(`${routePath(options.crewId === undefined ? world.crew.id : options.crewId)}/order`, body, {
    key: options.key ?? world.org.key,
    ...(options.idempotencyKey && { idempotencyKey: options.idempotencyKey }),
  });

const setAutomatic = (world: RouteWorld, body: components['schemas']['AutomaticOrder']) =>
  api.contract.post('/routes/{crewId}/{date}/automatic', { path: routeDay(world.crew.id), body, key: world.org.key });

/** An order of four stops that is not the best one: the middle pairs swapped. */
const shuffled = ([a, b, c, d]: string[]) => [b, a, d, c] as string[];

/** A day of four stops, optimized, and its route as read. */
async function optimizedDay() {
  const world = await routeWorld(api);
  await placeStops(api, world, [EAST[2]!, EAST[0]!, EAST[3]!, EAST[1]!]);
  await runWorker(api, world);
  return { world, route: await readRoute(api, world) };
}

describe('POST /routes/{crewId}/{date}/order', () => {
  it('sets the whole order by hand: manual, version + 1, and the worker measures that order without reordering it', async () => {
    const { world, route } = await optimizedDay();
    expect(route.status).toBe('ready');
    const wanted = shuffled(route.orderedScheduleIds);

    const res = await setOrder(world, { expectedVersion: route.controlVersion, orderedScheduleIds: wanted });
    expect(res.status).toBe(200);
    expect(routeOrderResultSchema.parse(res.body.data)).toEqual({
      orderMode: 'manual',
      controlVersion: route.controlVersion + 1,
      orderedScheduleIds: wanted,
    });

    const after = await readRoute(api, world);
    expect(after).toMatchObject({
      orderMode: 'manual',
      orderSource: 'manual',
      controlVersion: route.controlVersion + 1,
      orderedScheduleIds: wanted,
      status: 'pending',
    });
    expect(await runWorker(api, world)).toEqual(['stored']);
    const measured = await readRoute(api, world);
    expect(measured).toMatchObject({
      status: 'pinned',
      orderedScheduleIds: wanted,
      controlVersion: route.controlVersion + 1,
    });
    expect(measured.legs.map((leg) => leg.to.scheduleId)).toEqual([...wanted, null]);

    // Asking for an optimization is accepted (and billed), but a manual day keeps its order.
    expect((await optimize(api, world)).body.data).toEqual({ status: 'pending' });
    expect(await runWorker(api, world)).toEqual(['stored']);
    expect(await readRoute(api, world)).toMatchObject({
      status: 'pinned',
      orderedScheduleIds: wanted,
      controlVersion: route.controlVersion + 1,
      orderMode: 'manual',
    });

    // Neither does a change of the day: placing work appends, and the new order is measured as it stands.
    const [added] = await placeStops(api, world, [EAST[0]!]);
    expect(await runWorker(api, world)).toEqual(['stored']);
    const grown = await readRoute(api, world);
    expect(grown).toMatchObject({ status: 'pinned', orderedScheduleIds: [...wanted, added] });
    expect(grown.legs.map((leg) => leg.to.scheduleId)).toEqual([...wanted, added, null]);
  });

  it('answers 409 conflict for a stale version and changes nothing', async () => {
    const { world, route } = await optimizedDay();
    const res = await setOrder(world, {
      expectedVersion: route.controlVersion - 1,
      orderedScheduleIds: route.orderedScheduleIds,
    });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ code: 'conflict', controlVersion: route.controlVersion });
    expect(await readRoute(api, world)).toEqual(route);
  });

  it('answers 422 naming partial, repeated and foreign entries, all at once', async () => {
    const { world, route } = await optimizedDay();
    const other = await routeWorld(api);
    const [foreign] = await placeStops(api, other, [EAST[0]!]);
    const [a, b, c, d] = route.orderedScheduleIds as [string, string, string, string];

    const res = await sendOrder(world, {
      expectedVersion: route.controlVersion,
      orderedScheduleIds: [a, b, a, foreign, randomUUID()],
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual([
      { field: 'orderedScheduleIds.2', problem: 'repeats an earlier entry' },
      { field: 'orderedScheduleIds.3', problem: 'is not a placement of this crew-day' },
      { field: 'orderedScheduleIds.4', problem: 'is not a placement of this crew-day' },
      { field: 'orderedScheduleIds', problem: `leaves out 2 placement(s) of the day: ${c}, ${d}` },
    ]);

    const partial = await sendOrder(world, { expectedVersion: route.controlVersion, orderedScheduleIds: [a, b, c] });
    expect(partial.status).toBe(422);
    expect(partial.body.data.errors).toEqual([
      { field: 'orderedScheduleIds', problem: `leaves out 1 placement(s) of the day: ${d}` },
    ]);
    expect(await readRoute(api, world)).toEqual(route);
  });

  it('answers 422 for a body without its fields, 404 for a crew not of the organization, 403 without routing:write', async () => {
    const { world } = await optimizedDay();
    const other = await routeWorld(api);
    const missing = await sendOrder(world, {});
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'expectedVersion',
      'orderedScheduleIds',
    ]);

    expect(
      (await setOrder(world, { expectedVersion: 1, orderedScheduleIds: [] }, { crewId: other.crew.id })).status,
    ).toBe(404);
    const readOnly = await world.org.newKey(['routing:read']);
    expect((await setOrder(world, { expectedVersion: 1, orderedScheduleIds: [] }, { key: readOnly })).status).toBe(403);
  });

  it('replays a retried order under the same key instead of bumping the version again', async () => {
    const { world, route } = await optimizedDay();
    const body = { expectedVersion: route.controlVersion, orderedScheduleIds: route.orderedScheduleIds };
    const idempotencyKey = randomUUID();
    const first = await setOrder(world, body, { idempotencyKey });
    const again = await setOrder(world, body, { idempotencyKey });
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect((await readRoute(api, world)).controlVersion).toBe(route.controlVersion + 1);
  });

  it('orders the unassigned board too', async () => {
    const world = await routeWorld(api);
    const [first, second] = await placeStops(api, world, EAST.slice(0, 2), { crewId: null });
    const { controlVersion } = await readRoute(api, world, null);
    const res = await sendOrder(
      world,
      { expectedVersion: controlVersion, orderedScheduleIds: [second, first] },
      { crewId: null },
    );
    expect(res.status).toBe(200);
    expect((await readRoute(api, world, null)).orderedScheduleIds).toEqual([second, first]);
  });

  // PGlite runs one transaction at a time, so two calls can never hold the same version there at once.
  it.runIf(onPostgres())(
    'lets exactly one of two parallel orders on the same version win; the other gets 409',
    async () => {
      const { world, route } = await optimizedDay();
      const ids = route.orderedScheduleIds;
      const [one, two] = await Promise.all([
        setOrder(world, { expectedVersion: route.controlVersion, orderedScheduleIds: [...ids].reverse() }),
        sendOrder(world, {
          expectedVersion: route.controlVersion,
          orderedScheduleIds: [ids[1], ids[0], ...ids.slice(2)],
        }),
      ]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      const winner = one.status === 200 ? one : two;
      expect(await readRoute(api, world)).toMatchObject({
        controlVersion: route.controlVersion + 1,
        orderedScheduleIds: winner.body.data.orderedScheduleIds,
      });
    },
  );
});

describe('POST /routes/{crewId}/{date}/automatic', () => {
  it('hands a manual day back to the optimizer: order unchanged, version + 1, queued and then optimized', async () => {
    const { world, route } = await optimizedDay();
    const manual = shuffled(route.orderedScheduleIds);
    const pinned = await setOrder(world, { expectedVersion: route.controlVersion, orderedScheduleIds: manual });

    const res = await setAutomatic(world, { expectedVersion: pinned.body.data.controlVersion });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      orderMode: 'automatic',
      controlVersion: pinned.body.data.controlVersion + 1,
      orderedScheduleIds: manual,
    });
    expect(await readRoute(api, world)).toMatchObject({
      orderMode: 'automatic',
      orderSource: 'manual',
      orderedScheduleIds: manual,
      status: 'pending',
    });

    expect(await runWorker(api, world)).toEqual(['stored']);
    const after = await readRoute(api, world);
    expect(after).toMatchObject({ status: 'ready', orderSource: 'optimized' });
    expect(after.orderedScheduleIds).not.toEqual(manual);
  });

  it('answers 409 for a stale version', async () => {
    const { world, route } = await optimizedDay();
    const res = await api.post(
      `${routePath(world.crew.id)}/automatic`,
      { expectedVersion: route.controlVersion + 5 },
      { key: world.org.key },
    );
    expect(res.status).toBe(409);
    expect(res.body.data.code).toBe('conflict');
    expect(await readRoute(api, world)).toEqual(route);
  });

  it('answers 404 for a crew of another organization and 403 without routing:write', async () => {
    const world = await routeWorld(api);
    const other = await routeWorld(api);
    const foreign = await api.contract.post('/routes/{crewId}/{date}/automatic', {
      path: routeDay(other.crew.id),
      body: { expectedVersion: 1 },
      key: world.org.key,
    });
    expect(foreign.status).toBe(404);
    const readOnly = await world.org.newKey(['routing:read']);
    expect(
      (
        await api.contract.post('/routes/{crewId}/{date}/automatic', {
          path: routeDay(world.crew.id),
          body: { expectedVersion: 1 },
          key: readOnly,
        })
      ).status,
    ).toBe(403);
  });
});
