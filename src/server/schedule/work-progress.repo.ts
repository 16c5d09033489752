import { sql } from 'drizzle-orm';
import type { WorkProgress, WorkProgressQuery } from '../../shared/contract/work-progress';
import { queryRows, type DbOrTx } from '../db/client';
import { reachedEstimateIds, type CrewReach } from '../keys/crew-reach';

/**
 * The progress of every visit placed from `from` to `to` (placements_org_day_crew_idx); a crew key's
 * only the visits of the estimates it reaches. A visit of the job's own work counts its estimate's
 * lines, on estimate_lines' (org, estimate, line number) index, once per estimate. A program round's
 * visit is its line's next treatment, whose work nothing records done yet: it reads none of one done,
 * never the line's status, which says the first treatment was done (docs/decisions/crews.md "Work
 * progress").
 */
export async function listWorkProgress(
  db: DbOrTx,
  orgId: string,
  query: WorkProgressQuery,
  crew: CrewReach | null,
): Promise<WorkProgress[]> {
  const onCrew = query.crewId === undefined ? sql`` : sql`AND p.crew_id = ${query.crewId}::uuid`;
  const reached = crew === null ? sql`` : sql`AND p.estimate_id IN (${reachedEstimateIds(crew)})`;
  return queryRows<WorkProgress>(
    db,
    sql`WITH visits AS MATERIALIZED (
          SELECT p.id, p.estimate_id, p.line_item_id FROM placements p
          WHERE p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${query.from}::date AND ${query.to}::date ${onCrew} ${reached}),
        jobs AS (
          SELECT l.estimate_id, (count(*) FILTER (WHERE l.status = 'done'))::int AS done, count(*)::int AS total
          FROM estimate_lines l
          WHERE l.org_id = ${orgId}::uuid AND l.estimate_id IN (SELECT v.estimate_id FROM visits v WHERE v.line_item_id IS NULL)
          GROUP BY l.estimate_id)
        SELECT v.id AS "scheduleId", v.estimate_id AS "estimateId",
          CASE WHEN v.line_item_id IS NULL THEN coalesce(j.done, 0) ELSE 0 END AS done,
          CASE WHEN v.line_item_id IS NULL THEN coalesce(j.total, 0) ELSE 1 END AS total
        FROM visits v LEFT JOIN jobs j ON j.estimate_id = v.estimate_id
        ORDER BY v.estimate_id, v.id`,
  );
}
