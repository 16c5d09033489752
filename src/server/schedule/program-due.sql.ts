import { sql, type SQL } from 'drizzle-orm';
import { ROUND_WINDOW_DAYS } from '../../shared/domain/program-rounds';
import type { SchedulingContext } from './schedule-context';
import { acceptedDaySql } from './work-facts.sql';

/*
 * Program rounds in SQL (docs/decisions/scheduling.md "Program work"), by the same rule as the domain's
 * openDueRound so the filter, the queue membership and the row's `dueRound` agree. A program line
 * is a line whose catalog item renews. Its anchor is the last day of the work's own placements
 * once the line is done (the first round was completed then), else the acceptance day; its covered
 * rounds are the distinct rounds of placements naming it (index placements_org_estimate_idx).
 */

/** The last day of the own placements (program rounds aside) of the estimate whose id is `estimateId`. */
const lastWorkDaySql = (orgId: SQL, estimateId: SQL) =>
  sql`(SELECT max(w.scheduled_date) FROM placements w WHERE w.org_id = ${orgId} AND w.estimate_id = ${estimateId} AND w.line_item_id IS NULL)`;

/** Lines `l` whose catalog item `ci` renews. */
const programLinesSql = sql`estimate_lines l
  JOIN catalog_items ci ON ci.org_id = l.org_id AND ci.id = l.catalog_item_id AND ci.renewal_interval_months IS NOT NULL`;

/** The anchor day of program line `l` of estimate `alias`, given that estimate's last work day. */
function anchorDaySql(ctx: SchedulingContext, alias: string, lastWorkDay: SQL): SQL {
  const acceptedDay = acceptedDaySql(ctx, alias);
  return sql`CASE WHEN l.status = 'done' THEN coalesce(${lastWorkDay}, ${acceptedDay}) ELSE ${acceptedDay} END`;
}

/** The distinct rounds of line `l` that placements cover. */
const coveredRoundsSql = sql`(SELECT count(DISTINCT r.round)::int FROM placements r
  WHERE r.org_id = l.org_id AND r.estimate_id = l.estimate_id AND r.line_item_id = l.id)`;

/** Program lines `l` of the outer estimate `e` (with `ci`, `c.covered`, `a.anchor_day`). */
function programLinesOfE(ctx: SchedulingContext): SQL {
  return sql`
    ${programLinesSql}
    CROSS JOIN LATERAL (SELECT ${coveredRoundsSql} AS covered) c
    CROSS JOIN LATERAL (SELECT ${anchorDaySql(ctx, 'e', lastWorkDaySql(sql`l.org_id`, sql`l.estimate_id`))} AS anchor_day) a
    WHERE l.org_id = e.org_id AND l.estimate_id = e.id`;
}

/**
 * The accepted estimate `alias` has a program line whose next uncovered round has its window open
 * today (due or overdue), given the last day of that estimate's own placements (`lastWorkDay`, null
 * when none). A line without an anchor compares as null: never due.
 *
 * Cheap bounds run before any line or placement is read. A round is due no earlier than its anchor
 * plus one interval (more covered rounds and later anchors only push it later, as adding months is
 * monotone), and every anchor is the acceptance day or the last work day, itself on or after the
 * stored `work_days_from` (migration 0013): so an estimate whose earlier of the acceptance day and
 * that day, plus the organization's shortest renewal interval, is still outside the window has no
 * round due; likewise a line whose own anchor plus its interval is. Only the lines that pass read
 * the last work day and count their covered rounds (placements_org_estimate_idx). Both bounds hold
 * only for positive intervals, so they are skipped when an interval is not positive.
 */
function hasDueRoundSql(ctx: SchedulingContext, alias: string, lastWorkDay: SQL): SQL {
  const estimate = sql.raw(alias);
  const acceptedDay = acceptedDaySql(ctx, alias);
  const opensBy = (day: SQL, months: SQL) =>
    sql`(${day} + make_interval(months => ${months}))::date - ${ROUND_WINDOW_DAYS}::int <= ${ctx.today}::date`;
  const shortestInterval = sql`(SELECT min(k.renewal_interval_months) FROM catalog_items k WHERE k.org_id = ${ctx.orgId}::uuid)`;
  const earliestAnchor = sql`least(${acceptedDay}, coalesce(${estimate}.work_days_from, ${acceptedDay}))`;
  return sql`(${estimate}.has_program_lines
    AND (NOT (${shortestInterval} > 0) OR ${opensBy(earliestAnchor, shortestInterval)})
    AND EXISTS (
      SELECT 1 FROM ${programLinesSql}
      CROSS JOIN LATERAL (SELECT ${anchorDaySql(ctx, alias, lastWorkDay)} AS anchor_day) a
      WHERE l.org_id = ${estimate}.org_id AND l.estimate_id = ${estimate}.id
        AND (NOT (ci.renewal_interval_months > 0) OR ${opensBy(sql`a.anchor_day`, sql`ci.renewal_interval_months`)})
        AND ${opensBy(sql`a.anchor_day`, sql`ci.renewal_interval_months * (${coveredRoundsSql} + 1)`)}))`;
}

/** `e` is accepted work with a program round due (see hasDueRoundSql). */
export const roundDueSql = (ctx: SchedulingContext): SQL =>
  sql`(e.status = 'accepted' AND ${hasDueRoundSql(ctx, 'e', lastWorkDaySql(sql`e.org_id`, sql`e.id`))})`;

/** `due.program_lines`: the program lines of `e` as the domain's ProgramLine, for openDueRound. */
export function programLinesJoin(ctx: SchedulingContext): SQL {
  const lines = programLinesOfE(ctx);
  return sql`
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object('lineItemId', l.id, 'renewalIntervalMonths', ci.renewal_interval_months,
                                      'anchorDay', a.anchor_day::text, 'coveredRounds', c.covered,
                                      'estimatedHours', l.estimated_hours))
             FILTER (WHERE a.anchor_day IS NOT NULL) AS program_lines
    FROM ${lines}) due`;
}
