import {
  UNASSIGNED_BOARD,
  type AutomaticOrder,
  type Route,
  type RouteOrderResult,
  type RouteParams,
  type SetRouteOrder,
} from '../../shared/contract/routes';
import type { DbOrTx, Tx } from '../db/client';
import { recordEvent } from '../events/events.service';
import { conflict, ValidationError } from '../http/app-error';
import {
  bumpControlVersion,
  listDayPlacements,
  lockCrewDay,
  writeDayOrder,
  type RouteRow,
} from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { enqueueRouteJobs } from '../crew-days/route-jobs.repo';
import { crewDayStart, loadRouteDay } from './route-day';
import { orderProblems } from './route-order';
import { queueRoutePlanning } from '../crew-days/route-queue.service';
import { meterOptimizeRequest } from './route.repo';
import { toRoute } from './route-view';

const crewDayOf = (params: RouteParams): CrewDay => ({
  crewId: params.crewId === UNASSIGNED_BOARD ? null : params.crewId,
  day: params.date,
});

export async function getRoute(db: DbOrTx, orgId: string, params: RouteParams, now: Date): Promise<Route> {
  return toRoute(await loadRouteDay(db, orgId, crewDayOf(params)), now);
}

/** Locks the crew-day (404 for a crew that is not the organization's). */
async function lockRoute(
  tx: Tx,
  orgId: string,
  params: RouteParams,
  now: Date,
): Promise<{ crewDay: CrewDay; route: RouteRow }> {
  const crewDay = crewDayOf(params);
  await crewDayStart(tx, orgId, crewDay.crewId);
  return { crewDay, route: await lockCrewDay(tx, orgId, crewDay, now) };
}

function expectVersion(route: RouteRow, expectedVersion: number): void {
  if (route.controlVersion !== expectedVersion) {
    throw conflict(
      `The day's order is at version ${route.controlVersion}, not ${expectedVersion}: read the route again`,
      {
        controlVersion: route.controlVersion,
      },
    );
  }
}

/** A person's change of the day's order: no status (the worker's events carry one), the day's new version. */
const routeChanged = (tx: Tx, orgId: string, crewDay: CrewDay, controlVersion: number, now: Date) =>
  recordEvent(
    tx,
    orgId,
    { type: 'route.changed', payload: { crewId: crewDay.crewId, day: crewDay.day, controlVersion } },
    now,
  );

const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

/**
 * POST .../optimize: queues the day for the worker in this transaction and counts the request on
 * the organization's meter. Any day may ask; the worker keeps pinned and frozen orders and measures them.
 */
export async function requestOptimization(
  tx: Tx,
  orgId: string,
  params: RouteParams,
  now: Date,
): Promise<{ status: 'pending' }> {
  const { crewDay, route } = await lockRoute(tx, orgId, params, now);
  await enqueueRouteJobs(tx, orgId, [route.id], now);
  await meterOptimizeRequest(tx, orgId, monthOf(now), now);
  await recordEvent(
    tx,
    orgId,
    {
      type: 'route.changed',
      // Asking changes no version: only the worker's new order will, and its event says so.
      payload: { crewId: crewDay.crewId, day: crewDay.day, status: 'pending', controlVersion: route.controlVersion },
    },
    now,
  );
  return { status: 'pending' };
}

/**
 * POST .../order: a person's complete drive order pins the day (manual) at the next version, and
 * the worker measures that order (a job already queued becomes due now).
 */
export async function setRouteOrder(
  tx: Tx,
  orgId: string,
  params: RouteParams,
  input: SetRouteOrder,
  now: Date,
): Promise<RouteOrderResult> {
  const { crewDay, route } = await lockRoute(tx, orgId, params, now);
  expectVersion(route, input.expectedVersion);
  const dayIds = (await listDayPlacements(tx, orgId, crewDay)).map((placement) => placement.id);
  const problems = orderProblems(dayIds, input.orderedScheduleIds);
  if (problems.length > 0) throw new ValidationError(problems);

  await writeDayOrder(tx, orgId, input.orderedScheduleIds, now);
  const controlVersion = await bumpControlVersion(
    tx,
    orgId,
    route.id,
    { orderMode: 'manual', orderSource: 'manual' },
    now,
  );
  await queueRoutePlanning(tx, orgId, [route], now);
  await routeChanged(tx, orgId, crewDay, controlVersion, now);
  return { orderMode: 'manual', controlVersion, orderedScheduleIds: input.orderedScheduleIds };
}

/** POST .../automatic: the optimizer may order the day again; the order stays until it does. */
export async function setRouteAutomatic(
  tx: Tx,
  orgId: string,
  params: RouteParams,
  input: AutomaticOrder,
  now: Date,
): Promise<RouteOrderResult> {
  const { crewDay, route } = await lockRoute(tx, orgId, params, now);
  expectVersion(route, input.expectedVersion);
  const controlVersion = await bumpControlVersion(tx, orgId, route.id, { orderMode: 'automatic' }, now);
  await queueRoutePlanning(tx, orgId, [route], now);
  const orderedScheduleIds = (await listDayPlacements(tx, orgId, crewDay)).map((placement) => placement.id);
  await routeChanged(tx, orgId, crewDay, controlVersion, now);
  return { orderMode: 'automatic', controlVersion, orderedScheduleIds };
}
