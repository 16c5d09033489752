import { and, asc, between, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { StoredRoutePlan } from '../../shared/contract/routes';
import type { DbOrTx } from '../db/client';
import { crews, routeJobs, routes } from '../db/schema';
import type { RouteRow } from '../crew-days/crew-day.repo';
import { queryStopRows, toRouteStop, type RouteJobState, type RouteStopRow } from './route.repo';

/*
 * The facts of `loadRouteDay`, read for every crew-day of a range at once (GET /routes): a fixed
 * number of statements whatever the range holds, grouped by crew-day in memory.
 */

export interface RangeFilter {
  from: Day;
  to: Day;
  /** Only these crews (and never the unassigned board); undefined = every crew and the unassigned board. */
  crewIds?: readonly string[];
}

export interface RangeStopRow extends RouteStopRow {
  crewId: string | null;
  day: Day;
}

const placementCrews = (filter: RangeFilter): SQL =>
  filter.crewIds
    ? sql`AND p.crew_id IN (${sql.join(
        filter.crewIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;

/** Every stop of the range with its site's coordinates, by crew-day in drive order (placements_org_day_crew_idx). */
export async function listRangeStops(db: DbOrTx, orgId: string, filter: RangeFilter): Promise<RangeStopRow[]> {
  const rows = await queryStopRows(
    db,
    sql`p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${filter.from}::date AND ${filter.to}::date ${placementCrews(filter)}`,
    sql`p.scheduled_date, p.crew_id, p.sort_order, p.created_at, p.id`,
  );
  return rows.map((row) => ({ crewId: row.crew_id, day: row.day, ...toRouteStop(row) }));
}

/**
 * A stored plan as far as a status reads it: that there is one, its totals and its issues. Legs and
 * geometry (kilobytes a day) stay in the database; a week of a large organization would carry megabytes.
 */
const planSummary = sql<StoredRoutePlan | null>`CASE WHEN ${routes.plan} IS NULL THEN NULL ELSE jsonb_build_object(
  'orderedScheduleIds', '[]'::jsonb, 'legs', '[]'::jsonb, 'geometry', NULL,
  'distanceMeters', ${routes.plan} -> 'distanceMeters', 'driveDurationSeconds', ${routes.plan} -> 'driveDurationSeconds',
  'issues', coalesce(${routes.plan} -> 'issues', '[]'::jsonb)) END`;

/** The range's route rows (their plans summarized), each with its queued or running job. */
export async function listRangeRoutes(
  db: DbOrTx,
  orgId: string,
  filter: RangeFilter,
): Promise<{ route: RouteRow; job: RouteJobState }[]> {
  const rows = await db
    .select({
      route: { ...getTableColumns(routes), plan: planSummary },
      jobState: routeJobs.state,
      jobAvailableAt: routeJobs.availableAt,
    })
    .from(routes)
    .leftJoin(routeJobs, and(eq(routeJobs.orgId, routes.orgId), eq(routeJobs.routeId, routes.id)))
    .where(
      and(
        eq(routes.orgId, orgId),
        between(routes.day, filter.from, filter.to),
        filter.crewIds ? inArray(routes.crewId, [...filter.crewIds]) : undefined,
      ),
    );
  return rows.map((row) => ({
    route: row.route,
    job:
      row.jobState !== null && row.jobAvailableAt !== null
        ? { state: row.jobState, availableAt: row.jobAvailableAt }
        : null,
  }));
}

/** The organization's crews in the board's order (by name) with their day start (for the freeze). */
export function listCrewsForRoutes(db: DbOrTx, orgId: string) {
  return db
    .select({ id: crews.id, dayStartMinutes: crews.dayStartMinutes })
    .from(crews)
    .where(eq(crews.orgId, orgId))
    .orderBy(asc(crews.name), asc(crews.id));
}
