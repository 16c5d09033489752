import { sql, type SQL } from 'drizzle-orm';
import type { Appointment } from '../../shared/contract/appointments';
import type { Day } from '../../shared/contract/common';
import type { BoardCrewDay } from '../../shared/contract/schedule-board';
import type { CrewRef, ScheduledWork } from '../../shared/contract/scheduled-work';
import type { ScheduleQuery } from '../../shared/contract/schedule-query';
import type { ScheduledWorkRow } from '../../shared/contract/schedule-board';
import { DEFAULT_DAY_END_MINUTES, DEFAULT_DAY_START_MINUTES } from '../../shared/domain/capacity';
import { queryRows, type DbOrTx } from '../db/client';
import type { JsonText } from '../http/json-text';
import type { SchedulingContext } from './schedule-context';
import {
  appointmentConditions,
  crewIdsCondition,
  dayRange,
  needsSiteJoin,
  siteOf,
  whereAll,
  workConditions,
} from './schedule-filters.sql';
import { crewJsonColumn, jsonArrayText, scheduledWorkArrayText, scheduledWorkRowsText } from './scheduled-work.sql';
import { siteLabelSql, unfinishedSql } from './work-facts.sql';

/*
 * GET /schedule in one statement: every array's JSON is built by PostgreSQL and handed back as text:
 * the two-week board of a 200-crew organization is ~4,000 rows, and parsing them into objects only to
 * serialize them again cost more than the query. Each placement's JSON is its stored card
 * (placement_cards, kept by migration 0010's triggers), so the board joins estimates and sites only
 * when a filter reads them; GET /schedule/board and GET /schedule copy whole crew-days' stored texts
 * (crew_day_rows, migrations 0019 and 0020) unless a filter on the work splits them. Every lookup is
 * a probe on an index named below, so no plan depends on the planner guessing how many crew-days
 * there are.
 */

/** The arrays of ScheduleBoard as JSON text, the placements as `Work` renders them. */
export interface BoardTexts<Work = ScheduledWork> {
  upcoming: JsonText<Work[]>;
  needsAttention: JsonText<Work[]>;
  appointments: JsonText<Appointment[]>;
  crewDays: JsonText<BoardCrewDay[]>;
}

/** The arrays of ScheduleBoardRows (GET /schedule/board) as JSON text. */
export interface BoardRowsTexts extends BoardTexts<ScheduledWorkRow> {
  crews: JsonText<CrewRef[]>;
}

/** The crews of the organization ranked by name (`name_rank`), each crew's CrewRef JSON rendered once. */
const crewOrderCte = (orgId: string) => sql`crew_order AS MATERIALIZED (
    SELECT c.*, row_number() OVER (ORDER BY c.name, c.id) AS name_rank, ${crewJsonColumn} FROM crews c WHERE c.org_id = ${orgId}::uuid)`;

/** The query's `crewId` and `crewIds` on `column`. */
const crewConditions = (column: SQL, query: ScheduleQuery): SQL[] => [
  ...(query.crewId ? [sql`${column} = ${query.crewId}::uuid`] : []),
  ...crewIdsCondition(column, query),
];

/** What a placements CTE must read besides `p`: its estimate `e`, and that estimate's site `s`. */
interface PlacementJoins {
  estimate: boolean;
  site: boolean;
}

/**
 * The CTE `name`: placements `p` meeting `conditions` with their ranked crew, numbered in board order
 * (day, crews by name with the unassigned board last, drive order); `joins` adds the estimate and site
 * (primary keys) the conditions read. Cards are joined only as the JSON is written, so the sorts here
 * move narrow rows.
 */
function placementsCte(
  name: string,
  ctx: SchedulingContext,
  query: ScheduleQuery,
  conditions: SQL[],
  joins: PlacementJoins,
): SQL {
  const filters = [sql`p.org_id = ${ctx.orgId}::uuid`, ...conditions, ...crewConditions(sql`p.crew_id`, query)];
  return sql`${sql.raw(name)} AS MATERIALIZED (
    SELECT p.id AS schedule_id, p.estimate_id, p.crew_id, p.scheduled_date, p.planned_hours, cr.crew_json, cr.day_start_minutes, cr.day_end_minutes,
           row_number() OVER (ORDER BY p.scheduled_date, cr.name_rank NULLS LAST, p.sort_order, p.id) AS board_order
    FROM placements p
    ${joins.estimate ? sql`JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id` : sql``}
    ${joins.site ? siteOf('e') : sql``}
    LEFT JOIN crew_order cr ON cr.id = p.crew_id
    WHERE ${whereAll(filters)})`;
}

/** The conditions on the work the query sets, each placement's own day standing for `scheduledFrom`/`scheduledTo`. */
const boardWorkConditions = (ctx: SchedulingContext, query: ScheduleQuery) =>
  workConditions(query, ctx, (scheduledFrom, scheduledTo) =>
    dayRange(sql`p.scheduled_date`, scheduledFrom, scheduledTo),
  );

/**
 * Live work (accepted, not complete) whose last placement is before today: the placements of that
 * last day, i.e. placements before today with no later placement of the same work (an anti-join on
 * placements_org_estimate_idx). Grouping every placement of the organization by estimate to find
 * each last day cost more than the rest of the statement.
 */
const needingAttention = (ctx: SchedulingContext): SQL[] => [
  sql`p.scheduled_date < ${ctx.today}::date`,
  sql`NOT EXISTS (SELECT 1 FROM placements w
                  WHERE w.org_id = p.org_id AND w.estimate_id = p.estimate_id AND w.scheduled_date > p.scheduled_date)`,
  sql`e.status = 'accepted'`,
  unfinishedSql,
];

/**
 * `placed`: the placements of crew-day (`crewId`, `day`), whatever the filters, on
 * placements_org_day_crew_idx. The unassigned board (null crew) is its own probe: `=` never matches
 * null, and `IS NOT DISTINCT FROM` cannot use the index.
 */
const placementsOfCrewDay = (orgId: string, crewId: SQL, day: SQL) => sql`(
    SELECT a.planned_hours FROM placements a
    WHERE a.org_id = ${orgId}::uuid AND a.scheduled_date = ${day} AND a.crew_id = ${crewId}
    UNION ALL
    SELECT a.planned_hours FROM placements a
    WHERE ${crewId} IS NULL AND a.org_id = ${orgId}::uuid AND a.scheduled_date = ${day} AND a.crew_id IS NULL)`;

/** The route row of crew-day (`crewId`, `day`), if any, on the unique index routes_one_per_crew_day. */
const routeOfCrewDay = (orgId: string, crewId: SQL, day: SQL) => sql`(
    SELECT r.order_mode, r.control_version FROM routes r
    WHERE r.org_id = ${orgId}::uuid AND r.crew_id = ${crewId} AND r.day = ${day}
    UNION ALL
    SELECT r.order_mode, r.control_version FROM routes r
    WHERE ${crewId} IS NULL AND r.org_id = ${orgId}::uuid AND r.crew_id IS NULL AND r.day = ${day}
    LIMIT 1)`;

/** A crew-day's BoardCrewDay JSON fields over `d` (crew_id, day, day length), `rc` (route row) and the alias holding booked and stops. */
const crewDayFields = (load: 'load' | 'd') => sql`
    SELECT d.crew_id AS "crewId", d.day::text AS date, coalesce(rc.order_mode, 'automatic') AS "orderMode",
           coalesce(rc.control_version, 1) AS "controlVersion", ${sql.raw(load)}.booked AS "bookedMinutes",
           greatest(0, coalesce(d.day_end_minutes, ${DEFAULT_DAY_END_MINUTES}) - coalesce(d.day_start_minutes, ${DEFAULT_DAY_START_MINUTES})) AS "dayLengthMinutes",
           ${sql.raw(load)}.stops`;

/** Booked minutes of placements `a` (unestimated work counts the placeholder hours, rounded as Math.round does). */
const bookedMinutes = (ctx: SchedulingContext) =>
  sql`floor(sum(coalesce(a.planned_hours, ${ctx.placeholderHours}::float8) * 60) + 0.5)::int`;

/**
 * BoardCrewDay of every crew-day holding an upcoming row, in the order they first appear: the load
 * of all of its placements (filters aside), its length, and its route control (a day without a route
 * row reads as a new row would). With a filter on the work, `upcoming` may hold only some of a day's
 * placements, so each day's load is probed on its index.
 */
const filteredCrewDaysText = (ctx: SchedulingContext) => sql`(
  SELECT ${jsonArrayText(sql`d.first_shown`)}
  FROM (SELECT w.crew_id, w.scheduled_date AS day, min(w.board_order) AS first_shown,
               min(w.day_start_minutes) AS day_start_minutes, min(w.day_end_minutes) AS day_end_minutes
        FROM upcoming w GROUP BY w.crew_id, w.scheduled_date) d
  CROSS JOIN LATERAL (
    SELECT ${bookedMinutes(ctx)} AS booked, count(*)::int AS stops
    FROM ${placementsOfCrewDay(ctx.orgId, sql`d.crew_id`, sql`d.day`)} a) load
  LEFT JOIN LATERAL ${routeOfCrewDay(ctx.orgId, sql`d.crew_id`, sql`d.day`)} rc ON true
  CROSS JOIN LATERAL (${crewDayFields('load')}) r)`;

/** The unassigned board's key in a hash join on (crew, day): `=` never matches null. */
const crewKey = (column: string) => sql.raw(`coalesce(${column}, '00000000-0000-0000-0000-000000000000'::uuid)`);

/** Crew-days in board order: by day, then crews by name (`cr`, crew_order), the unassigned board last. */
const crewDayOrder = sql`d.day, cr.name_rank NULLS LAST`;

/**
 * The stored crew-days `d` (crew_day_rows, on its unique index's day range) holding placements from
 * `from` to `to` on the crews the query names, each with its crew's rank `cr`. Only when no filter
 * narrows the work: then each crew-day is shown whole.
 */
function storedDaysSource(ctx: SchedulingContext, query: ScheduleQuery, from: Day): SQL {
  const filters = [
    sql`d.org_id = ${ctx.orgId}::uuid`,
    sql`d.stops > 0`,
    ...dayRange(sql`d.day`, from, query.to),
    // With no filter on the work, its only conditions are `scheduledFrom`/`scheduledTo`, on the day.
    ...workConditions(query, ctx, (scheduledFrom, scheduledTo) => dayRange(sql`d.day`, scheduledFrom, scheduledTo)),
    ...crewConditions(sql`d.crew_id`, query),
  ];
  return sql`crew_day_rows d LEFT JOIN crew_order cr ON cr.id = d.crew_id WHERE ${whereAll(filters)}`;
}

/**
 * The CTE `days`: the stored crew-days shown (storedDaysSource) with their load and length, numbered
 * in board order. Their rows stay out of it: sorting 1,758 crew-days' texts to number them cost more
 * than reading them again where they are joined.
 */
const storedDaysCte = (ctx: SchedulingContext, query: ScheduleQuery, from: Day) => sql`days AS MATERIALIZED (
    SELECT d.crew_id, d.day, d.stops, cr.day_start_minutes, cr.day_end_minutes,
           floor(d.planned_minutes + d.unestimated * ${ctx.placeholderHours}::float8 * 60 + 0.5)::int AS booked,
           row_number() OVER (ORDER BY ${crewDayOrder}) AS first_shown
    FROM ${storedDaysSource(ctx, query, from)})`;

/**
 * As filteredCrewDaysText, when no filter narrows the work: each crew-day of `days` is shown whole,
 * so its load is the day's, and the route rows of the shown days are joined in one pass (index
 * routes_one_per_crew_day's day range) instead of one probe per crew-day.
 */
const wholeCrewDaysText = (ctx: SchedulingContext, from: Day, to: Day | undefined) => sql`(
  SELECT ${jsonArrayText(sql`d.first_shown`)}
  FROM days d
  LEFT JOIN (SELECT r.crew_id, r.day, r.order_mode, r.control_version FROM routes r
             WHERE ${whereAll([sql`r.org_id = ${ctx.orgId}::uuid`, ...dayRange(sql`r.day`, from, to)])}) rc
    ON ${crewKey('rc.crew_id')} = ${crewKey('d.crew_id')} AND rc.day = d.day
  CROSS JOIN LATERAL (${crewDayFields('d')}) r)`;

/** The board's placements as objects (GET /schedule) or as rows with their crews listed once (GET /schedule/board). */
type CardShape = 'objects' | 'rows';

/** A stored crew-day `d`'s placements as `shape`: its rows, or its objects with its crew `cr` filled in. */
const storedWork = (shape: CardShape) =>
  shape === 'rows' ? sql`d.work_rows` : sql`replace(d.work_objects, chr(1), coalesce(cr.crew_json::text, 'null'))`;

/** The upcoming placements as `shape`: the stored texts of the crew-days shown, in board order. */
const storedWorkText = (ctx: SchedulingContext, query: ScheduleQuery, from: Day, shape: CardShape) => sql`(
  SELECT '[' || coalesce(string_agg(${storedWork(shape)}, ',' ORDER BY ${crewDayOrder}), '') || ']'
  FROM ${storedDaysSource(ctx, query, from)})`;

/**
 * Appointments from `from` to `to` (index appointments_org_day_idx) as the JSON text of the
 * contract's array, in GET /appointments' order; none when a work-only filter is set.
 */
function appointmentsText(orgId: string, query: ScheduleQuery, from: Day): SQL {
  const conditions = appointmentConditions(query);
  if (conditions === null) return sql`'[]'`;
  const filters = [sql`a.org_id = ${orgId}::uuid`, ...dayRange(sql`a.day`, from, query.to), ...conditions];
  return sql`(
    SELECT ${jsonArrayText(sql`a.day, a.start_minutes NULLS LAST, a.created_at, a.id`)}
    FROM appointments a
    ${siteOf('a')}
    LEFT JOIN estimates ae ON ae.org_id = a.org_id AND ae.id = a.estimate_id
    CROSS JOIN LATERAL (
      SELECT a.id, a.site_id AS "siteId", a.estimate_id AS "estimateId", a.assignee_id AS "assigneeId", a.day::text AS date,
             a.start_minutes AS "startMinutes", a.duration_minutes AS "durationMinutes", a.title, a.note,
             ${siteLabelSql} AS "siteLabel", s.latitude, s.longitude) r
    WHERE ${whereAll(filters)})`;
}

/** Which arrays the query's `kinds` asks for: the placements (work_day), the appointments. */
export interface BoardKinds {
  showWork: boolean;
  showAppointments: boolean;
}

/** The crews the upcoming rows (the CTE `shown`: `upcoming` or `days`) and late rows name, each once, in the board's crew order. */
const shownCrewsText = (shown: 'upcoming' | 'days') => sql`(
  SELECT '[' || coalesce(string_agg(cr.crew_json::text, ',' ORDER BY cr.name_rank), '') || ']'
  FROM crew_order cr WHERE cr.id IN (SELECT crew_id FROM ${sql.raw(shown)} UNION SELECT crew_id FROM late))`;

/**
 * The board's arrays in one statement: placements from `from` to `to` (index
 * placements_org_day_crew_idx) and needing attention, the loads of the upcoming rows' crew-days, and
 * the appointments (and, as rows, the crews they name). Unless a filter on the work splits
 * crew-days, the upcoming placements and their loads are the stored crew-days'. `showWork` false
 * leaves the placements' arrays empty (kinds without work_day), `showAppointments` false the appointments.
 */
function boardStatement(
  ctx: SchedulingContext,
  query: ScheduleQuery,
  from: Day,
  kinds: BoardKinds,
  shape: CardShape,
): SQL {
  const appointments = kinds.showAppointments ? appointmentsText(ctx.orgId, query, from) : sql`'[]'`;
  if (!kinds.showWork)
    return sql`SELECT '[]' AS upcoming, '[]' AS needs_attention, ${appointments} AS appointments, '[]' AS crew_days, '[]' AS crews`;
  const work = boardWorkConditions(ctx, query);
  // Filters on days and crews keep whole crew-days (`scheduledWithin` adds nothing here); only a
  // filter on the work itself splits one, and only such a filter reads the estimate.
  const workNarrowed = workConditions(query, ctx, () => []).length > 0;
  const site = workNarrowed && needsSiteJoin(query);
  const cards = shape === 'rows' ? scheduledWorkRowsText : scheduledWorkArrayText;
  const late = placementsCte('late', ctx, query, [...needingAttention(ctx), ...work], { estimate: true, site });
  const needsAttention = cards(ctx.orgId, 'late');
  const crewsOf = (shown: 'upcoming' | 'days') => (shape === 'rows' ? shownCrewsText(shown) : sql`'[]'`);
  if (workNarrowed) {
    const range = dayRange(sql`p.scheduled_date`, from, query.to);
    const upcoming = placementsCte('upcoming', ctx, query, [...range, ...work], { estimate: true, site });
    return sql`WITH ${crewOrderCte(ctx.orgId)}, ${upcoming}, ${late}
      SELECT ${cards(ctx.orgId, 'upcoming')} AS upcoming, ${needsAttention} AS needs_attention, ${appointments} AS appointments,
             ${filteredCrewDaysText(ctx)} AS crew_days, ${crewsOf('upcoming')} AS crews`;
  }
  return sql`WITH ${crewOrderCte(ctx.orgId)}, ${storedDaysCte(ctx, query, from)}, ${late}
      SELECT ${storedWorkText(ctx, query, from, shape)} AS upcoming, ${needsAttention} AS needs_attention, ${appointments} AS appointments,
             ${wholeCrewDaysText(ctx, from, query.to)} AS crew_days, ${crewsOf('days')} AS crews`;
}

async function readTexts(
  db: DbOrTx,
  ctx: SchedulingContext,
  query: ScheduleQuery,
  from: Day,
  kinds: BoardKinds,
  shape: CardShape,
): Promise<Record<keyof BoardRowsTexts, string>> {
  const [row] = await queryRows<{
    upcoming: string;
    needs_attention: string;
    appointments: string;
    crew_days: string;
    crews: string;
  }>(db, boardStatement(ctx, query, from, kinds, shape));
  if (!row) throw new Error('the board statement answered no row');
  return {
    upcoming: row.upcoming,
    needsAttention: row.needs_attention,
    appointments: row.appointments,
    crewDays: row.crew_days,
    crews: row.crews,
  };
}

/** GET /schedule's four arrays as JSON text. */
export async function readBoardTexts(
  db: DbOrTx,
  ctx: SchedulingContext,
  query: ScheduleQuery,
  from: Day,
  kinds: BoardKinds,
): Promise<BoardTexts> {
  const { upcoming, needsAttention, appointments, crewDays } = await readTexts(db, ctx, query, from, kinds, 'objects');
  return { upcoming, needsAttention, appointments, crewDays };
}

/** GET /schedule/board's arrays as JSON text. */
export const readBoardRowsTexts = (
  db: DbOrTx,
  ctx: SchedulingContext,
  query: ScheduleQuery,
  from: Day,
  kinds: BoardKinds,
): Promise<BoardRowsTexts> => readTexts(db, ctx, query, from, kinds, 'rows');
