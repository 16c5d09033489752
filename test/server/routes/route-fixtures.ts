import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TravelModel } from '../../../src/server/adapters/travel/travel-model';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import { routeJobs, routeOptimizeMeter } from '../../../src/server/db/schema';
import { updateOrganizationSettings } from '../../../src/server/orgs/orgs.service';
import { runPendingJobs, type RouteWorkerDeps } from '../../../src/server/worker/route-worker';
import type { DistanceUnit } from '../../../src/shared/contract/org';
import { routeSchema, type Route } from '../../../src/shared/contract/routes';
import type { LatLng } from '../../../src/shared/domain/geo';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, type CrewRow } from '../../support/schedule-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/*
 * Route worlds: an organization with a depot in Portland and a crew, work placed through
 * POST /schedule (so every change goes through crewDaysChanged as in production), and the worker
 * run step by step for that organization only (test files share a database).
 * The test clock starts on Monday 2026-03-02 08:00 in Los Angeles; THU is outside any default freeze.
 */

export const THU = '2026-03-05';
export const DEPOT = { label: 'Yard', lat: 45.52, lng: -122.68 };

/** Four stops on a line east of the depot: the best trip visits them in this order (or its reverse). */
export const EAST: LatLng[] = [-122.6, -122.5, -122.4, -122.3].map((lng) => ({ lat: 45.52, lng }));

export interface RouteWorld {
  org: TestOrg;
  crew: CrewRow;
}

export async function routeWorld(
  api: TestApp,
  options: { origin?: boolean; freezeHours?: number; distanceUnit?: DistanceUnit } = {},
): Promise<RouteWorld> {
  const org = await api.newOrg({
    origin: options.origin === false ? null : DEPOT,
    ...(options.distanceUnit && { distanceUnit: options.distanceUnit }),
  });
  if (options.freezeHours !== undefined)
    await updateOrganizationSettings(
      api.deps.database.db,
      org.id,
      { freezeHours: options.freezeHours },
      api.clock.now(),
    );
  const crew = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
  return { org, crew };
}

/** Accepted work at each point (null = a site never geocoded), placed on the crew-day in the order given. */
export async function placeStops(
  api: TestApp,
  world: RouteWorld,
  points: readonly (LatLng | null)[],
  where: { crewId?: string | null; day?: string } = {},
) {
  const estimateIds: string[] = [];
  for (const [index, point] of points.entries()) {
    const site = await insertSite(api.deps, world.org.id, {
      label: `Stop ${index + 1}`,
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
    });
    estimateIds.push((await insertAcceptedWork(api.deps, world.org.id, site)).estimate.id);
  }
  const crewId = where.crewId === undefined ? world.crew.id : where.crewId;
  const res = await api.contract.post('/schedule', {
    body: { estimateIds, crewId, scheduledDate: where.day ?? THU },
    key: world.org.key,
  });
  expect(res.status).toBe(200);
  expect(res.body.data.placedCount).toBe(points.length);
  return (await readRoute(api, world, crewId, where.day ?? THU)).orderedScheduleIds.slice(-points.length);
}

export const routePath = (crewId: string | null, day = THU) => `/routes/${crewId ?? 'unassigned'}/${day}`;

/** The path values of `/routes/{crewId}/{date}` and its moves: a null crew is `unassigned`. */
export const routeDay = (crewId: string | null, date = THU) => ({ crewId: crewId ?? 'unassigned', date });

export async function readRoute(
  api: TestApp,
  world: RouteWorld,
  crewId: string | null = world.crew.id,
  day = THU,
): Promise<Route> {
  const res = await api.contract.get('/routes/{crewId}/{date}', { path: routeDay(crewId, day), key: world.org.key });
  expect(res.status).toBe(200);
  return routeSchema.parse(res.body.data);
}

export function workerDeps(api: TestApp, travel: TravelModel = greatCircleTravel): RouteWorkerDeps {
  return { db: api.deps.database.db, clock: api.clock, travel, solve: { seed: 1, timeBudgetMs: 200 } };
}

/** Runs this organization's due jobs to the end; returns how each ended. */
export const runWorker = (api: TestApp, world: RouteWorld, travel?: TravelModel) =>
  runPendingJobs(workerDeps(api, travel), { orgIds: [world.org.id] });

export async function optimize(
  api: TestApp,
  world: RouteWorld,
  crewId: string | null = world.crew.id,
  day = THU,
  idempotencyKey = randomUUID(),
) {
  return api.contract.post('/routes/{crewId}/{date}/optimize', {
    path: routeDay(crewId, day),
    key: world.org.key,
    idempotencyKey,
  });
}

export async function jobsOf(api: TestApp, orgId: string) {
  return api.deps.database.db.select().from(routeJobs).where(eq(routeJobs.orgId, orgId));
}

export async function meteredRequests(api: TestApp, orgId: string, month = '2026-03'): Promise<number> {
  const [row] = await api.deps.database.db
    .select()
    .from(routeOptimizeMeter)
    .where(and(eq(routeOptimizeMeter.orgId, orgId), eq(routeOptimizeMeter.month, month)));
  return row?.requests ?? 0;
}
