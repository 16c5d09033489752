import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { StoredRoutePlan } from '../../shared/contract/routes';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { crews, routeJobs, routeOptimizeMeter, routes } from '../db/schema';
import { sameCrew, type RouteRow } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';

/** A stop of a crew-day as the router sees it: where it is, if anywhere. */
export interface RouteStopRow {
  scheduleId: string;
  label: string | null;
  lat: number | null;
  lng: number | null;
  /** Lines of the job name a site other than the job's own: the crew has more than one place to be. */
  multiLocation: boolean;
}

export type RouteJobState = { state: string; availableAt: Date } | null;

const crewIs = (crewId: string | null) => (crewId === null ? sql`p.crew_id IS NULL` : sql`p.crew_id = ${crewId}::uuid`);

/** A placement `p` with its crew-day, its site's label and position, and whether its work spans sites. */
interface StopRow {
  id: string;
  crew_id: string | null;
  day: Day;
  label: string | null;
  latitude: number | null;
  longitude: number | null;
  multi_location: boolean;
}

/** Stops of the placements `where` selects, in `orderBy` order: the one read behind a day's route and a range's statuses. */
export function queryStopRows(db: DbOrTx, where: SQL, orderBy: SQL): Promise<StopRow[]> {
  return queryRows<StopRow>(
    db,
    sql`SELECT p.id, p.crew_id, p.scheduled_date::text AS day, COALESCE(s.label, s.street) AS label, s.latitude, s.longitude,
               EXISTS (SELECT 1 FROM estimate_lines l
                       WHERE l.org_id = e.org_id AND l.estimate_id = e.id AND l.site_id IS NOT NULL AND l.site_id <> e.site_id) AS multi_location
        FROM placements p
        JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id
        JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
        WHERE ${where}
        ORDER BY ${orderBy}`,
  );
}

export const toRouteStop = (row: StopRow): RouteStopRow => ({
  scheduleId: row.id,
  label: row.label,
  lat: row.latitude === null ? null : Number(row.latitude),
  lng: row.longitude === null ? null : Number(row.longitude),
  multiLocation: row.multi_location,
});

/** The day's stops in drive order with their sites' coordinates, in one statement (placements_org_day_crew_idx). */
export async function listRouteStops(db: DbOrTx, orgId: string, crewDay: CrewDay): Promise<RouteStopRow[]> {
  const rows = await queryStopRows(
    db,
    sql`p.org_id = ${orgId}::uuid AND ${crewIs(crewDay.crewId)} AND p.scheduled_date = ${crewDay.day}::date`,
    sql`p.sort_order, p.created_at, p.id`,
  );
  return rows.map(toRouteStop);
}

/** The crew's day start; null when the crew is not the organization's. */
export async function findCrewStart(
  db: DbOrTx,
  orgId: string,
  crewId: string,
): Promise<{ dayStartMinutes: number | null } | null> {
  const [row] = await db
    .select({ dayStartMinutes: crews.dayStartMinutes })
    .from(crews)
    .where(and(eq(crews.orgId, orgId), eq(crews.id, crewId)));
  return row ?? null;
}

/** The crew-day's route row (absent until the day is first touched) with its queued or running job. */
export async function findRouteWithJob(
  db: DbOrTx,
  orgId: string,
  crewDay: CrewDay,
): Promise<{ route: RouteRow; job: RouteJobState } | null> {
  const [row] = await db
    .select({ route: routes, jobState: routeJobs.state, jobAvailableAt: routeJobs.availableAt })
    .from(routes)
    .leftJoin(routeJobs, and(eq(routeJobs.orgId, routes.orgId), eq(routeJobs.routeId, routes.id)))
    .where(and(eq(routes.orgId, orgId), sameCrew(routes.crewId, crewDay.crewId), eq(routes.day, crewDay.day)));
  if (!row) return null;
  const job =
    row.jobState !== null && row.jobAvailableAt !== null
      ? { state: row.jobState, availableAt: row.jobAvailableAt }
      : null;
  return { route: row.route, job };
}

export async function findRouteById(db: DbOrTx, orgId: string, routeId: string): Promise<RouteRow | null> {
  const [row] = await db
    .select()
    .from(routes)
    .where(and(eq(routes.orgId, orgId), eq(routes.id, routeId)));
  return row ?? null;
}

/** Stores the optimizer's plan for the route's version `controlVersion` (its order is now the optimizer's) and forgets an earlier failure. */
/** Keeps a plan of `controlVersion`; an optimizer's plan (`optimized`) makes the order the optimizer's. */
export async function storeRoutePlan(
  tx: Tx,
  orgId: string,
  routeId: string,
  { plan, optimized }: { plan: StoredRoutePlan; optimized: boolean },
  controlVersion: number,
  now: Date,
): Promise<void> {
  await tx
    .update(routes)
    .set({
      plan,
      planControlVersion: controlVersion,
      ...(optimized && { orderSource: 'optimized' }),
      optimizedAt: now,
      failureReason: null,
      failedControlVersion: null,
      updatedAt: now,
    })
    .where(and(eq(routes.orgId, orgId), eq(routes.id, routeId)));
}

export async function storeRouteFailure(
  tx: Tx,
  orgId: string,
  routeId: string,
  reason: string,
  controlVersion: number,
  now: Date,
): Promise<void> {
  await tx
    .update(routes)
    .set({ failureReason: reason, failedControlVersion: controlVersion, updatedAt: now })
    .where(and(eq(routes.orgId, orgId), eq(routes.id, routeId)));
}

/** Counts one optimize request on the organization's meter for the month. */
export async function meterOptimizeRequest(tx: Tx, orgId: string, month: string, now: Date): Promise<void> {
  await tx
    .insert(routeOptimizeMeter)
    .values({ orgId, month, requests: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [routeOptimizeMeter.orgId, routeOptimizeMeter.month],
      set: { requests: sql`${routeOptimizeMeter.requests} + 1`, updatedAt: now },
    });
}
