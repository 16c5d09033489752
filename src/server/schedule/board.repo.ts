import { sql, type SQL } from 'drizzle-orm';
import type { Appointment } from '../../shared/contract/appointments';
import type { Day } from '../../shared/contract/common';
import type { ScheduledWork, ScheduleQuery } from '../../shared/contract/schedule';
import { queryRows, type DbOrTx } from '../db/client';
import type { JsonText } from '../http/json-text';
import type { SchedulingContext } from './schedule-context';
import { appointmentConditions, crewIdsCondition, dayRange, whereAll, workConditions } from './schedule-filters.sql';
import {
  crewJsonColumn,
  jsonArrayText,
  scheduledWorkArrayText,
  shownDistrictsCte,
  shownPlacementColumns,
} from './scheduled-work.sql';
import { siteLabelSql, unfinishedSql } from './work-facts.sql';

/*
 * GET /schedule's reads. Each builds its rows' JSON in PostgreSQL (scheduled-work.sql.ts): the
 * two-week board of a 200-crew organization is ~4,000 rows, and parsing them into objects only to
 * serialize them again cost more than the query.
 */

/** The load of one crew-day holding a shown placement: every placement of the day counts, filters aside. */
export interface CrewDayLoad {
  crewId: string | null;
  day: Day;
  plannedHours: (number | null)[];
  stops: number;
  orderMode: string;
  controlVersion: number;
  dayStartMinutes: number | null;
  dayEndMinutes: number | null;
}

/**
 * Stands for "no crew" (the unassigned board) in join keys: `IS NOT DISTINCT FROM` cannot be hashed
 * or merged, so it compared every crew-day with every route of the same day.
 */
const NO_CREW = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);
const crewKey = (alias: string) => sql`coalesce(${sql.raw(alias)}.crew_id, ${NO_CREW})`;

/**
 * `s`, the site of `owner`'s row, probed on its primary key row by row. As a plain join the planner
 * hashed a seq scan of all the organization's sites (50k) even for a few hundred rows; OFFSET 0 keeps
 * this subquery from being flattened back into that join. Filters on `s` apply after the probe.
 */
const siteOf = (owner: 'a' | 'e') =>
  sql.raw(
    `CROSS JOIN LATERAL (SELECT s.* FROM sites s WHERE s.org_id = ${owner}.org_id AND s.id = ${owner}.site_id OFFSET 0) s`,
  );

/**
 * The CTEs `crew_order` and `shown`: placements `p` reached through `from`, joined to their estimate,
 * site and crew, filtered, numbered in board order (day, crews by name with the unassigned board last,
 * drive order). Crews are ranked once (comparing names per placement cost more than the rest of the sort),
 * and each crew's CrewRef JSON is rendered once, not once per placement.
 */
function shownCte(ctx: SchedulingContext, query: ScheduleQuery, from: SQL, conditions: SQL[]): SQL {
  const filters = [
    ...conditions,
    ...(query.crewId ? [sql`p.crew_id = ${query.crewId}::uuid`] : []),
    ...crewIdsCondition(sql`p.crew_id`, query),
    ...workConditions(query, ctx, (scheduledFrom, scheduledTo) =>
      dayRange(sql`p.scheduled_date`, scheduledFrom, scheduledTo),
    ),
  ];
  return sql`crew_order AS MATERIALIZED (
    SELECT c.*, row_number() OVER (ORDER BY c.name, c.id) AS name_rank, ${crewJsonColumn} FROM crews c WHERE c.org_id = ${ctx.orgId}::uuid),
  shown AS MATERIALIZED (
    SELECT ${shownPlacementColumns},
           row_number() OVER (ORDER BY p.scheduled_date, cr.name_rank NULLS LAST, p.sort_order, p.id) AS board_order
    FROM ${from}
    ${siteOf('e')}
    LEFT JOIN crew_order cr ON cr.id = p.crew_id
    WHERE ${whereAll(filters)})`;
}

/**
 * The crew-days holding a shown placement, in the order they first appear, each with all of its
 * placements' hours (one pass over the shown days' span) and its route control; a day whose route
 * row does not exist yet reads as a new row would.
 */
const crewDayLoadsJson = (orgId: string) => sql`(
  WITH shown_days AS (
    SELECT w.crew_id, w.scheduled_date AS day, min(w.board_order) AS first_shown,
           min(w.day_start_minutes) AS day_start_minutes, min(w.day_end_minutes) AS day_end_minutes
    FROM shown w GROUP BY w.crew_id, w.scheduled_date),
  loads AS (
    SELECT d.crew_id, d.day, d.first_shown, d.day_start_minutes, d.day_end_minutes,
           array_agg(a.planned_hours) AS planned_hours, count(*)::int AS stops
    FROM shown_days d
    JOIN placements a ON a.org_id = ${orgId}::uuid
                     AND a.scheduled_date BETWEEN (SELECT min(day) FROM shown_days) AND (SELECT max(day) FROM shown_days)
                     AND a.scheduled_date = d.day AND ${crewKey('a')} = ${crewKey('d')}
    GROUP BY d.crew_id, d.day, d.first_shown, d.day_start_minutes, d.day_end_minutes)
  SELECT coalesce(json_agg(json_build_object(
           'crewId', l.crew_id, 'day', l.day::text, 'plannedHours', l.planned_hours, 'stops', l.stops,
           'orderMode', coalesce(r.order_mode, 'automatic'), 'controlVersion', coalesce(r.control_version, 1),
           'dayStartMinutes', l.day_start_minutes, 'dayEndMinutes', l.day_end_minutes) ORDER BY l.first_shown), '[]')
  FROM loads l
  LEFT JOIN routes r ON r.org_id = ${orgId}::uuid AND r.day = l.day AND ${crewKey('r')} = ${crewKey('l')})`;

export interface UpcomingWork {
  work: JsonText<ScheduledWork[]>;
  crewDayLoads: CrewDayLoad[];
}

/** Placements from `from` to `to` (index placements_org_day_crew_idx) and the loads of their crew-days, in one statement. */
export async function listUpcoming(
  db: DbOrTx,
  ctx: SchedulingContext,
  query: ScheduleQuery,
  from: Day,
): Promise<UpcomingWork> {
  const shown = shownCte(
    ctx,
    query,
    sql`placements p JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id`,
    [sql`p.org_id = ${ctx.orgId}::uuid`, ...dayRange(sql`p.scheduled_date`, from, query.to)],
  );
  const [row] = await queryRows<{ work: string; loads: CrewDayLoad[] }>(
    db,
    sql`WITH ${shown}, ${shownDistrictsCte(ctx.orgId)}
        SELECT ${scheduledWorkArrayText} AS work, ${crewDayLoadsJson(ctx.orgId)} AS loads`,
  );
  return { work: row?.work ?? '[]', crewDayLoads: row?.loads ?? [] };
}

/**
 * Live work (accepted, not complete) whose last placement is before today: the placements of that
 * last day, i.e. placements before today with no later placement of the same work (an anti-join on
 * placements_org_estimate_idx). Grouping every placement of the organization by estimate to find
 * each last day cost more than the rest of the statement.
 */
export async function listNeedingAttention(
  db: DbOrTx,
  ctx: SchedulingContext,
  query: ScheduleQuery,
): Promise<JsonText<ScheduledWork[]>> {
  const shown = shownCte(
    ctx,
    query,
    sql`placements p JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id`,
    [
      sql`p.org_id = ${ctx.orgId}::uuid`,
      sql`p.scheduled_date < ${ctx.today}::date`,
      sql`NOT EXISTS (SELECT 1 FROM placements w
                    WHERE w.org_id = p.org_id AND w.estimate_id = p.estimate_id AND w.scheduled_date > p.scheduled_date)`,
      sql`e.status = 'accepted'`,
      unfinishedSql,
    ],
  );
  const [row] = await queryRows<{ work: string }>(
    db,
    sql`WITH ${shown}, ${shownDistrictsCte(ctx.orgId)} SELECT ${scheduledWorkArrayText} AS work`,
  );
  return row?.work ?? '[]';
}

/**
 * Appointments from `from` to `to` (index appointments_org_day_idx) as the JSON text of the
 * contract's array, in GET /appointments' order; none when a work-only filter is set.
 */
export async function listAppointments(
  db: DbOrTx,
  orgId: string,
  query: ScheduleQuery,
  from: Day,
): Promise<JsonText<Appointment[]>> {
  const conditions = appointmentConditions(query);
  if (conditions === null) return '[]';
  const filters = [sql`a.org_id = ${orgId}::uuid`, ...dayRange(sql`a.day`, from, query.to), ...conditions];
  const [row] = await queryRows<{ appointments: string }>(
    db,
    sql`SELECT ${jsonArrayText(sql`a.day, a.start_minutes NULLS LAST, a.created_at, a.id`)} AS appointments
        FROM appointments a
        ${siteOf('a')}
        LEFT JOIN estimates ae ON ae.org_id = a.org_id AND ae.id = a.estimate_id
        CROSS JOIN LATERAL (
          SELECT a.id, a.site_id AS "siteId", a.estimate_id AS "estimateId", a.assignee_id AS "assigneeId", a.day::text AS date,
                 a.start_minutes AS "startMinutes", a.duration_minutes AS "durationMinutes", a.title, a.note,
                 ${siteLabelSql} AS "siteLabel", s.latitude, s.longitude) r
        WHERE ${whereAll(filters)}`,
  );
  return row?.appointments ?? '[]';
}
