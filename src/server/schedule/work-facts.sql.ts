import { sql } from 'drizzle-orm';
import type { EstimateStatus } from '../../shared/contract/estimates';
import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import { deriveEstimateStatus, storedEstimateStatuses } from '../../shared/domain/estimate-status';
import { roundEstimatedHours } from '../../shared/domain/estimate-totals';
import { openDueRound, type DueRound, type ProgramLine } from '../../shared/domain/program-rounds';
import { storedEnum } from '../db/sql-helpers';
import type { SchedulingContext } from './schedule-context';

/*
 * SQL fragments every board read shares, over the aliases `e` (estimates) and `s` (its site). Line
 * facts are the estimate's stored columns (kept by the estimate_lines triggers); districts come from
 * one LATERAL subquery on an index, so a list is one statement whatever its length.
 */

/** "JOB-": the job number's prefix, for matching and building numbers in SQL. */
export const JOB_NUMBER_PREFIX = formatEstimateNumber(0).replace(/0$/, '');

/** api.md: the site's nickname, otherwise its street. */
const SITE_LABEL = `coalesce(nullif(s.label, ''), s.street)`;
export const siteLabelSql = sql.raw(SITE_LABEL);

/**
 * The name of the customer row `owner` names (work `e`: its estimate's customer; a site `s`: its
 * owner), probed by primary key; null when it names none.
 */
export const customerNameSql = (owner: 'e' | 's') =>
  sql.raw(`(SELECT cu.name FROM customers cu WHERE cu.org_id = ${owner}.org_id AND cu.id = ${owner}.customer_id)`);

/** An ISO-8601 UTC timestamp as text, so PGlite and node-postgres hand back the same string. */
export const isoTimestampText = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The acceptance day of estimate `alias` in the organization's zone (null when never accepted). */
export const acceptedDaySql = (ctx: SchedulingContext, alias = 'e') =>
  sql`(${sql.raw(alias)}.accepted_at AT TIME ZONE ${ctx.timeZone})::date`;

/** The columns the joins below add; estimate and site columns come with them. */
export const workFactColumns = sql.raw(`
  e.id AS estimate_id, e.number AS estimate_number, e.status AS stored_status, e.expected_days,
  ${isoTimestampText('e.accepted_at')} AS accepted_at,
  s.id AS site_id, ${SITE_LABEL} AS site_label, s.latitude, s.longitude,
  e.line_total_cents AS total_cents, e.line_categories AS categories, e.line_hours AS estimated_hours,
  e.lines_complete AS complete, sd.district_ids`);

/** Districts of `s`. */
export const workFactJoins = sql.raw(`
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(x.district_id ORDER BY x.district_id), '{}') AS district_ids
    FROM site_districts x WHERE x.org_id = s.org_id AND x.site_id = s.id) sd`);

/** `e` is not complete: it has no line, or a line still pending. */
export const unfinishedSql = sql.raw(`NOT e.lines_complete`);

/**
 * `pf.placed_hours`: hours of the work's own placements (program-round placements are new work and
 * aside), null when none carries hours; `pf.work_placements`: how many of those there are.
 */
export const placedHoursJoin = sql.raw(`
  CROSS JOIN LATERAL (
    SELECT sum(w.planned_hours) FILTER (WHERE w.line_item_id IS NULL) AS placed_hours,
           count(*) FILTER (WHERE w.line_item_id IS NULL)::int AS work_placements
    FROM placements w WHERE w.org_id = e.org_id AND w.estimate_id = e.id) pf`);

/** What `workFactColumns` reads. */
export interface WorkFactRow {
  estimate_id: string;
  estimate_number: number;
  stored_status: string;
  expected_days: number | null;
  accepted_at: string | null;
  site_id: string;
  site_label: string;
  latitude: number | null;
  longitude: number | null;
  total_cents: number;
  categories: string[];
  estimated_hours: number | null;
  complete: boolean;
  district_ids: string[];
}

export interface WorkFigures {
  status: EstimateStatus;
  estimatedHours: number | null;
}

/** The status and hours a client reads, by the same domain rules as GET /estimates/{id}. */
export function workFigures(row: WorkFactRow, placed: boolean): WorkFigures {
  const status = deriveEstimateStatus({
    stored: storedEnum(storedEstimateStatuses, row.stored_status),
    complete: row.complete,
    placed,
  });
  return { status, estimatedHours: roundEstimatedHours(row.estimated_hours) };
}

export function dueRoundOf(programLines: ProgramLine[] | null, ctx: SchedulingContext): DueRound | null {
  return openDueRound(programLines ?? [], ctx.today);
}
