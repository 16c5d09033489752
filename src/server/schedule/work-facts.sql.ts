import { sql } from 'drizzle-orm';
import { estimateLineStatuses, type EstimateStatus } from '../../shared/contract/estimates';
import { deriveEstimateStatus, storedEstimateStatuses } from '../../shared/domain/estimate-status';
import { estimateTotals, type EstimateTotals } from '../../shared/domain/estimate-totals';
import { openDueRound, type DueRound, type ProgramLine } from '../../shared/domain/program-rounds';
import { storedEnum } from '../db/sql-helpers';
import type { SchedulingContext } from './schedule-context';

/*
 * SQL fragments every board read shares, over the aliases `e` (estimates) and `s` (its site).
 * Each fact of an estimate comes from one LATERAL subquery on an index (lines by estimate,
 * districts by site, placements by estimate), so a list is one statement whatever its length.
 */

/** api.md: the site's nickname, otherwise its street. */
const SITE_LABEL = `coalesce(nullif(s.label, ''), s.street)`;
export const siteLabelSql = sql.raw(SITE_LABEL);

/** An ISO-8601 UTC timestamp as text, so PGlite and node-postgres hand back the same string. */
export const isoTimestampText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The acceptance day of estimate `alias` in the organization's zone (null when never accepted). */
export const acceptedDaySql = (ctx: SchedulingContext, alias = 'e') => sql`(${sql.raw(alias)}.accepted_at AT TIME ZONE ${ctx.timeZone})::date`;

/** The columns the joins below add; estimate and site columns come with them. */
export const workFactColumns = sql.raw(`
  e.id AS estimate_id, e.number AS estimate_number, e.status AS stored_status, e.expected_days,
  ${isoTimestampText('e.accepted_at')} AS accepted_at,
  s.id AS site_id, ${SITE_LABEL} AS site_label, s.latitude, s.longitude,
  lf.lines, lf.categories, lf.estimated_hours, lf.complete, sd.district_ids`);

/** Lines (figures, statuses, catalog categories) and districts of `e` / `s`. */
export const workFactJoins = sql.raw(`
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object('quantity', l.quantity, 'unitPriceCents', l.unit_price_cents,
                                      'estimatedHours', l.estimated_hours, 'status', l.status) ORDER BY l.line_number) AS lines,
           coalesce(array_agg(DISTINCT ci.category) FILTER (WHERE ci.category IS NOT NULL), '{}') AS categories,
           sum(l.estimated_hours) AS estimated_hours,
           count(*) > 0 AND bool_and(l.status = 'done') AS complete
    FROM estimate_lines l
    LEFT JOIN catalog_items ci ON ci.org_id = l.org_id AND ci.id = l.catalog_item_id
    WHERE l.org_id = e.org_id AND l.estimate_id = e.id) lf
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(x.district_id ORDER BY x.district_id), '{}') AS district_ids
    FROM site_districts x WHERE x.org_id = s.org_id AND x.site_id = s.id) sd`);

/** `e` is not complete: it has no line, or a line still pending (one index lookup; no fact computed first). */
export const unfinishedSql = sql.raw(`
  NOT coalesce((SELECT bool_and(l.status = 'done') FROM estimate_lines l WHERE l.org_id = e.org_id AND l.estimate_id = e.id), false)`);

/**
 * `pf.placed_hours`: hours of the work's own placements (program-round placements are new work and
 * aside), null when none carries hours; `pf.work_placements`: how many of those there are.
 */
export const placedHoursJoin = sql.raw(`
  CROSS JOIN LATERAL (
    SELECT sum(w.planned_hours) FILTER (WHERE w.line_item_id IS NULL) AS placed_hours,
           count(*) FILTER (WHERE w.line_item_id IS NULL)::int AS work_placements
    FROM placements w WHERE w.org_id = e.org_id AND w.estimate_id = e.id) pf`);

interface LineFact {
  quantity: number;
  unitPriceCents: number | null;
  estimatedHours: number | null;
  status: string;
}

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
  lines: LineFact[] | null;
  categories: string[];
  district_ids: string[];
}

export interface WorkFigures extends EstimateTotals {
  status: EstimateStatus;
}

/** Totals, hours and the status a client reads, by the same domain rules as GET /estimates/{id}. */
export function workFigures(row: WorkFactRow, placed: boolean): WorkFigures {
  const lines = row.lines ?? [];
  const lineStatuses = lines.map((line) => storedEnum(estimateLineStatuses, line.status));
  const status = deriveEstimateStatus({ stored: storedEnum(storedEstimateStatuses, row.stored_status), lineStatuses, placed });
  return { ...estimateTotals(lines), status };
}

export function dueRoundOf(programLines: ProgramLine[] | null, ctx: SchedulingContext): DueRound | null {
  return openDueRound(programLines ?? [], ctx.today);
}
