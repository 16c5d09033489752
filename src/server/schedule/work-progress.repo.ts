import { sql } from 'drizzle-orm';
import type { WorkProgress, WorkProgressQuery } from '../../shared/contract/work-progress';
import { queryRows, type DbOrTx } from '../db/client';
import { reachedEstimateIds, type CrewReach } from '../keys/crew-reach';

/**
 * The line counts of every estimate placed from `from` to `to` (placements_org_day_crew_idx), its
 * lines counted on estimate_lines' (org, estimate, line number) index; a crew key's only the
 * estimates it reaches.
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
    sql`SELECT l.estimate_id AS "estimateId", (count(*) FILTER (WHERE l.status = 'done'))::int AS done, count(*)::int AS total
        FROM estimate_lines l
        WHERE l.org_id = ${orgId}::uuid AND l.estimate_id IN (
          SELECT p.estimate_id FROM placements p
          WHERE p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${query.from}::date AND ${query.to}::date ${onCrew} ${reached})
        GROUP BY l.estimate_id
        ORDER BY l.estimate_id`,
  );
}
