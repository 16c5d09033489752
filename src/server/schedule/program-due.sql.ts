import { sql, type SQL } from 'drizzle-orm';
import { ROUND_WINDOW_DAYS } from '../../shared/domain/program-rounds';
import type { SchedulingContext } from './schedule-context';
import { uuidList } from './sql-lists.sql';
import { acceptedDaySql } from './work-facts.sql';

/*
 * Program rounds in SQL (decisions.md "Program work"), by the same rule as the domain's
 * openDueRound so the filter, the queue membership and the row's `dueRound` agree. A program line
 * is a line whose catalog item renews. Its anchor is the last day of the work's own placements
 * once the line is done (the first round was completed then), else the acceptance day; its covered
 * rounds are the distinct rounds of placements naming it (index placements_org_estimate_idx).
 */

/**
 * Program lines `l` (with `ci`, `c.covered`, `a.anchor_day`) of the estimate aliased `estimate`,
 * restricted by `where`; `join` brings that estimate in when it is not the outer row.
 */
function programLines(ctx: SchedulingContext, estimate: { alias: string; join: SQL }, where: SQL): SQL {
  const acceptedDay = acceptedDaySql(ctx, estimate.alias);
  return sql`
    estimate_lines l
    ${estimate.join}
    JOIN catalog_items ci ON ci.org_id = l.org_id AND ci.id = l.catalog_item_id AND ci.renewal_interval_months IS NOT NULL
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT r.round)::int AS covered FROM placements r
      WHERE r.org_id = l.org_id AND r.estimate_id = l.estimate_id AND r.line_item_id = l.id) c
    CROSS JOIN LATERAL (
      SELECT CASE WHEN l.status = 'done'
                  THEN coalesce((SELECT max(w.scheduled_date) FROM placements w
                                 WHERE w.org_id = l.org_id AND w.estimate_id = l.estimate_id AND w.line_item_id IS NULL), ${acceptedDay})
                  ELSE ${acceptedDay} END AS anchor_day) a
    WHERE ${where}`;
}

/**
 * The estimates with a program line whose next uncovered round has its window open today (due or
 * overdue), as a SELECT of `estimate_id`: computed once per statement over the organization's
 * program lines only; `onlyEstimateIds` narrows it to a few estimates (fit asks about one). A line
 * without an anchor compares as null: never due.
 */
export function dueEstimateIdsSql(ctx: SchedulingContext, onlyEstimateIds?: readonly string[]): SQL {
  const ownEstimate = { alias: 'pe', join: sql`JOIN estimates pe ON pe.org_id = l.org_id AND pe.id = l.estimate_id` };
  // Only accepted work has live programs (completed work is stored accepted too); the stored flag
  // keeps this to the estimates that have a program line instead of every line of the organization.
  const where = [sql`l.org_id = ${ctx.orgId}::uuid`, sql`pe.status = 'accepted'`, sql`pe.has_program_lines`];
  if (onlyEstimateIds) where.push(sql`l.estimate_id IN (${uuidList(onlyEstimateIds)})`);
  const lines = programLines(ctx, ownEstimate, sql.join(where, sql` AND `));
  return sql`
    SELECT l.estimate_id FROM ${lines}
      AND (a.anchor_day + make_interval(months => ci.renewal_interval_months * (c.covered + 1)))::date
          - ${ROUND_WINDOW_DAYS}::int <= ${ctx.today}::date`;
}

/** `e` has a program round due (see dueEstimateIdsSql). */
export const roundDueSql = (ctx: SchedulingContext, onlyEstimateIds?: readonly string[]): SQL =>
  sql`e.id IN (${dueEstimateIdsSql(ctx, onlyEstimateIds)})`;

/** `due.program_lines`: the program lines of `e` as the domain's ProgramLine, for openDueRound. */
export function programLinesJoin(ctx: SchedulingContext): SQL {
  const lines = programLines(ctx, { alias: 'e', join: sql`` }, sql`l.org_id = e.org_id AND l.estimate_id = e.id`);
  return sql`
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object('lineItemId', l.id, 'renewalIntervalMonths', ci.renewal_interval_months,
                                      'anchorDay', a.anchor_day::text, 'coveredRounds', c.covered))
             FILTER (WHERE a.anchor_day IS NOT NULL) AS program_lines
    FROM ${lines}) due`;
}
