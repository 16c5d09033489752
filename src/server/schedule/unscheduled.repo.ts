import { sql, type SQL } from 'drizzle-orm';
import type { ScheduleFilters } from '../../shared/contract/schedule-query';
import type { ProgramLine } from '../../shared/domain/program-rounds';
import { queryRows, type DbOrTx } from '../db/client';
import { programLinesJoin, roundDueSql } from './program-due.sql';
import type { SchedulingContext } from './schedule-context';
import { dayRange, needsSiteJoin, siteOf, whereAll, workConditions } from './schedule-filters.sql';
import { uuidList } from './sql-lists.sql';
import { customerNameSql, placedHoursJoin, workFactColumns, workFactJoins, type WorkFactRow } from './work-facts.sql';

export interface QueueRow extends WorkFactRow {
  customer_name: string | null;
  /** Hours of the work's own placements (program-round placements aside); null when none carries hours. */
  placed_hours: number | null;
  program_lines: ProgramLine[] | null;
}

/**
 * Queue membership (design rules): live work with hours still unplaced (or, unestimated, not placed
 * yet), the stored `work_waiting` (migration 0013), else a program round whose window is open.
 * `dueOnly` keeps the second part alone: it implies it.
 */
function inQueue(ctx: SchedulingContext, dueOnly: boolean | undefined): SQL {
  const roundDue = roundDueSql(ctx);
  return dueOnly ? roundDue : sql`(e.work_waiting OR ${roundDue})`;
}

/** Accepted estimates `e` of the organization that are in the queue. */
const queueMembership = (ctx: SchedulingContext, dueOnly: boolean | undefined): SQL[] => [
  sql`e.org_id = ${ctx.orgId}::uuid`,
  sql`e.status = 'accepted'`,
  inQueue(ctx, dueOnly),
];

export interface WaitingHoursRow {
  estimate_id: string;
  /** The estimate's stored line hours; null when nobody estimated the work. */
  estimated_hours: number | null;
  placed_hours: number | null;
  /** A due round is placed as its line, and books that line's hours. */
  program_lines: ProgramLine[] | null;
}

/**
 * Of `estimateIds`, those waiting in the queue, with their estimated and placed hours: what fit sizes
 * the work by, without building queue rows (a far smaller statement to plan than pageQueue's).
 */
export async function listWaitingHours(
  db: DbOrTx,
  ctx: SchedulingContext,
  estimateIds: readonly string[],
): Promise<WaitingHoursRow[]> {
  return queryRows<WaitingHoursRow>(
    db,
    sql`SELECT e.id AS estimate_id, e.line_hours AS estimated_hours, pf.placed_hours, due.program_lines
        FROM estimates e
        ${placedHoursJoin}
        ${programLinesJoin(ctx)}
        WHERE ${whereAll([...queueMembership(ctx, undefined), sql`e.id IN (${uuidList(estimateIds)})`])}`,
  );
}

/**
 * One page of the queue and the size of the whole filtered set, in one statement. Membership and
 * filters are decided for every accepted estimate from its stored line and placement facts (one
 * index-only scan, never an aggregate of the organization's placements); a due round is looked up by
 * index only for the few estimates whose dates allow one (roundDueSql); the row's districts and
 * program lines are looked up for the page's rows only, by index.
 */
export async function pageQueue(
  db: DbOrTx,
  ctx: SchedulingContext,
  filters: ScheduleFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: QueueRow[] }> {
  const conditions = [
    ...queueMembership(ctx, filters.dueOnly),
    // dueOnly is part of inQueue above, decided from the row's placements instead of a second statement-wide set.
    ...workConditions({ ...filters, dueOnly: undefined }, ctx, (from, to) => [
      sql`EXISTS (SELECT 1 FROM placements w WHERE w.org_id = e.org_id AND w.estimate_id = e.id
                  AND ${whereAll(dayRange(sql`w.scheduled_date`, from, to))})`,
    ]),
  ];
  const [result] = await queryRows<{ total: number; rows: QueueRow[] | null }>(
    db,
    sql`WITH queue AS MATERIALIZED (
          SELECT e.id, e.accepted_at, e.number
          FROM estimates e
          ${needsSiteJoin(filters) ? siteOf('e') : sql``}
          WHERE ${whereAll(conditions)}),
        page AS (
          SELECT id, accepted_at, number FROM queue ORDER BY accepted_at NULLS LAST, number
          LIMIT ${page.limit} OFFSET ${page.offset})
        SELECT (SELECT count(*)::int FROM queue) AS total,
               (SELECT json_agg(work ORDER BY work.accepted_order NULLS LAST, work.estimate_number) FROM (
                  SELECT ${workFactColumns}, ${customerNameSql('e')} AS customer_name,
                         page.accepted_at AS accepted_order, due.program_lines, pf.placed_hours
                  FROM page
                  JOIN estimates e ON e.org_id = ${ctx.orgId}::uuid AND e.id = page.id
                  JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
                  ${workFactJoins}
                  ${programLinesJoin(ctx)}
                  ${placedHoursJoin}) work) AS rows`,
  );
  return { total: result?.total ?? 0, rows: result?.rows ?? [] };
}
