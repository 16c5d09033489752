import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { placements } from '../db/schema';
import type { CrewDay } from '../../shared/domain/crew-day';
import { placedHoursJoin, workFactColumns, workFactJoins, type WorkFactRow } from './work-facts.sql';

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Locks the estimates' rows (in id order, so two batches cannot deadlock) after the crew-day's lock:
 * two batches placing the same work on different days then read each other's hours.
 * NO KEY UPDATE leaves the placements' foreign-key checks unblocked.
 */
export async function lockEstimates(tx: Tx, orgId: string, estimateIds: readonly string[]): Promise<void> {
  await tx.execute(
    sql`SELECT e.id FROM estimates e WHERE e.org_id = ${orgId}::uuid AND e.id IN (${uuidList(estimateIds)})
        ORDER BY e.id FOR NO KEY UPDATE`,
  );
}

export interface PlacingFactsRow extends WorkFactRow {
  placed_hours: number | null;
  work_placements: number;
  on_day: boolean;
}

/** What deciding each row needs, for every estimate of the batch in one statement; absent = not the caller's. */
export function listPlacingFacts(tx: Tx, orgId: string, estimateIds: readonly string[], crewDay: CrewDay) {
  return queryRows<PlacingFactsRow>(
    tx,
    sql`SELECT ${workFactColumns}, pf.placed_hours, pf.work_placements,
               EXISTS (SELECT 1 FROM placements d WHERE d.org_id = e.org_id AND d.estimate_id = e.id
                       AND d.scheduled_date = ${crewDay.day}::date AND d.crew_id IS NOT DISTINCT FROM ${crewDay.crewId}::uuid) AS on_day
        FROM estimates e
        JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
        ${workFactJoins}
        ${placedHoursJoin}
        WHERE e.org_id = ${orgId}::uuid AND e.id IN (${uuidList(estimateIds)})`,
  );
}

/** Which of these placement ids exist already (a batch retried under its key). */
export async function existingPlacementIds(tx: Tx, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: placements.id })
    .from(placements)
    .where(and(eq(placements.orgId, orgId), inArray(placements.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export interface ProgramLineRow {
  estimated_hours: number | null;
  /** Distinct rounds already covered by placements naming the line. */
  covered: number;
}

/** The line when it is a program line (its catalog item renews) of the estimate; else null. */
export async function findProgramLine(
  tx: Tx,
  orgId: string,
  estimateId: string,
  lineItemId: string,
): Promise<ProgramLineRow | null> {
  const [row] = await queryRows<ProgramLineRow>(
    tx,
    sql`SELECT l.estimated_hours,
               (SELECT count(DISTINCT r.round)::int FROM placements r
                WHERE r.org_id = l.org_id AND r.estimate_id = l.estimate_id AND r.line_item_id = l.id) AS covered
        FROM estimate_lines l
        JOIN catalog_items ci ON ci.org_id = l.org_id AND ci.id = l.catalog_item_id AND ci.renewal_interval_months IS NOT NULL
        WHERE l.org_id = ${orgId}::uuid AND l.estimate_id = ${estimateId}::uuid AND l.id = ${lineItemId}::uuid`,
  );
  return row ?? null;
}

export async function insertPlacements(tx: Tx, rows: (typeof placements.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(placements).values(rows);
}
