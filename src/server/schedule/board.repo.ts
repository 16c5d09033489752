import { sql, type SQL } from 'drizzle-orm';
import type { Appointment } from '../../shared/contract/appointments';
import type { Day } from '../../shared/contract/common';
import type { ScheduledWork, ScheduleQuery } from '../../shared/contract/schedule';
import { queryRows, type DbOrTx } from '../db/client';
import type { SchedulingContext } from './schedule-context';
import { appointmentConditions, crewIdsCondition, dayRange, whereAll, workConditions } from './schedule-filters.sql';
import { siteLabelSql, unfinishedSql, workFactColumns, workFactJoins, type WorkFactRow } from './work-facts.sql';

/** One placement with its work's facts: a ScheduledWork row before mapping. */
export interface PlacementWorkRow extends WorkFactRow {
  schedule_id: string;
  crew_id: string | null;
  scheduled_date: Day;
  sort_order: number;
  note: string | null;
  planned_hours: number | null;
  crew: ScheduledWork['crew'];
}

/**
 * Placements `p` joined to their estimate, site, crew and facts. `from` names how `p` is reached
 * (straight from placements, or through the work's last day); one statement either way.
 */
function placementRows(db: DbOrTx, ctx: SchedulingContext, query: ScheduleQuery, from: SQL, conditions: SQL[]) {
  const filters = [
    ...conditions,
    ...(query.crewId ? [sql`p.crew_id = ${query.crewId}::uuid`] : []),
    ...crewIdsCondition(sql`p.crew_id`, query),
    ...workConditions(query, ctx, (scheduledFrom, scheduledTo) => dayRange(sql`p.scheduled_date`, scheduledFrom, scheduledTo)),
  ];
  return queryRows<PlacementWorkRow>(
    db,
    sql`SELECT p.id AS schedule_id, p.crew_id, p.scheduled_date::text AS scheduled_date, p.sort_order, p.note, p.planned_hours,
               CASE WHEN cr.id IS NULL THEN NULL
                    ELSE json_build_object('id', cr.id, 'name', cr.name, 'color', cr.color, 'isArchived', NOT cr.active) END AS crew,
               ${workFactColumns}
        FROM ${from}
        JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
        LEFT JOIN crews cr ON cr.org_id = p.org_id AND cr.id = p.crew_id
        ${workFactJoins}
        WHERE ${whereAll(filters)}
        ORDER BY p.scheduled_date, p.crew_id IS NULL, cr.name, p.crew_id, p.sort_order, p.id`,
  );
}

/** Placements from `from` to `to` (index placements_org_day_crew_idx). */
export function listUpcoming(db: DbOrTx, ctx: SchedulingContext, query: ScheduleQuery, from: Day) {
  return placementRows(
    db,
    ctx,
    query,
    sql`placements p JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id`,
    [sql`p.org_id = ${ctx.orgId}::uuid`, ...dayRange(sql`p.scheduled_date`, from, query.to)],
  );
}

/**
 * Live work (accepted, not complete) whose last placement is before today: the placements of that
 * last day. Each estimate's last day comes from one grouped pass over the organization's placements
 * (placements_org_estimate_idx), so only work last placed in the past is looked up: a lateral max
 * per accepted estimate probed every placement and checked every estimate's lines first.
 */
export function listNeedingAttention(db: DbOrTx, ctx: SchedulingContext, query: ScheduleQuery) {
  return placementRows(
    db,
    ctx,
    query,
    sql`(SELECT w.estimate_id, max(w.scheduled_date) AS last_day FROM placements w
         WHERE w.org_id = ${ctx.orgId}::uuid GROUP BY w.estimate_id) lp
        JOIN estimates e ON e.org_id = ${ctx.orgId}::uuid AND e.id = lp.estimate_id
        JOIN placements p ON p.org_id = e.org_id AND p.estimate_id = e.id AND p.scheduled_date = lp.last_day`,
    [sql`e.org_id = ${ctx.orgId}::uuid`, sql`e.status = 'accepted'`, sql`lp.last_day < ${ctx.today}::date`, unfinishedSql],
  );
}

export interface CrewDayLoadRow {
  crew_id: string | null;
  day: Day;
  planned_hours: (number | null)[];
  stops: number;
  order_mode: string;
  control_version: number;
  day_start_minutes: number | null;
  day_end_minutes: number | null;
}

/**
 * Stands for "no crew" (the unassigned board) in join keys: `IS NOT DISTINCT FROM` cannot be hashed
 * or merged, so it compared every crew-day with every route of the same day.
 */
const NO_CREW = '00000000-0000-0000-0000-000000000000';

/**
 * Every crew-day with placements between two days, all of its placements counted (filters aside),
 * with its route control. A day whose route row does not exist yet reads as a new row would.
 */
export function listCrewDayLoads(db: DbOrTx, orgId: string, firstDay: Day, lastDay: Day) {
  return queryRows<CrewDayLoadRow>(
    db,
    sql`SELECT g.crew_id, g.day::text AS day, g.planned_hours, g.stops,
               coalesce(r.order_mode, 'automatic') AS order_mode, coalesce(r.control_version, 1) AS control_version,
               cr.day_start_minutes, cr.day_end_minutes
        FROM (SELECT p.crew_id, p.scheduled_date AS day, array_agg(p.planned_hours) AS planned_hours, count(*)::int AS stops
              FROM placements p
              WHERE p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date
              GROUP BY p.crew_id, p.scheduled_date) g
        LEFT JOIN routes r ON r.org_id = ${orgId}::uuid AND r.day BETWEEN ${firstDay}::date AND ${lastDay}::date AND r.day = g.day
                          AND coalesce(r.crew_id, ${NO_CREW}::uuid) = coalesce(g.crew_id, ${NO_CREW}::uuid)
        LEFT JOIN crews cr ON cr.org_id = ${orgId}::uuid AND cr.id = g.crew_id`,
  );
}

/**
 * Appointments from `from` to `to` (index appointments_org_day_idx), already in the contract's
 * shape and in GET /appointments' order; none when a work-only filter is set.
 */
export async function listAppointments(db: DbOrTx, orgId: string, query: ScheduleQuery, from: Day): Promise<Appointment[]> {
  const conditions = appointmentConditions(query);
  if (conditions === null) return [];
  const filters = [sql`a.org_id = ${orgId}::uuid`, ...dayRange(sql`a.day`, from, query.to), ...conditions];
  const rows = await queryRows<{ appointment: Appointment }>(
    db,
    sql`SELECT json_build_object('id', a.id, 'siteId', a.site_id, 'estimateId', a.estimate_id, 'assigneeId', a.assignee_id,
                                 'date', a.day::text, 'startMinutes', a.start_minutes, 'durationMinutes', a.duration_minutes,
                                 'title', a.title, 'note', a.note, 'siteLabel', ${siteLabelSql},
                                 'latitude', s.latitude, 'longitude', s.longitude) AS appointment
        FROM appointments a
        JOIN sites s ON s.org_id = a.org_id AND s.id = a.site_id
        LEFT JOIN estimates ae ON ae.org_id = a.org_id AND ae.id = a.estimate_id
        WHERE ${whereAll(filters)}
        ORDER BY a.day, a.start_minutes NULLS LAST, a.created_at, a.id`,
  );
  return rows.map((row) => row.appointment);
}
