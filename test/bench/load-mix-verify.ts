import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/server/db/client';
import { placements } from '../../src/server/db/schema';
import { staleStoredRows } from '../support/stale-stored-rows';

/** What the dispatchers' 2xx answers said about placements: the truth the database must match afterwards. */
export class PlacementLedger {
  /** Placements a 2xx answer created or moved: each must still exist unless a 2xx answer removed it. */
  readonly reported = new Set<string>();
  readonly removed = new Set<string>();
  /** Rows answered `placed` by POST /schedule (replays not counted: they create nothing). */
  created = 0;

  placed(scheduleId: string): void {
    this.created += 1;
    this.reported.add(scheduleId);
  }
}

const CHUNK = 1_000;

async function existing(database: Database, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await database.db
      .select({ id: placements.id })
      .from(placements)
      .where(and(eq(placements.orgId, orgId), inArray(placements.id, ids.slice(start, start + CHUNK))));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

export async function countPlacements(database: Database, orgId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM placements WHERE org_id = ${orgId}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Checks by SQL that nothing was lost or duplicated under load: every placement a 2xx answer
 * reported exists (unless removed by a 2xx), removed ones are gone, the count moved by exactly
 * created - removed (replays added nothing), one placement per estimate per crew-day,
 * sort_order dense from 1 on every crew-day, and the board's stored cards and crew-day rows what
 * their views build from them. Returns the problems found (empty = intact).
 */
export async function verifyPlacements(
  database: Database,
  orgId: string,
  ledger: PlacementLedger,
  countBefore: number,
): Promise<string[]> {
  const problems: string[] = [];
  const live = [...ledger.reported].filter((id) => !ledger.removed.has(id));
  const present = await existing(database, orgId, live);
  const lost = live.filter((id) => !present.has(id));
  if (lost.length > 0)
    problems.push(`${lost.length} placements answered 2xx are missing, e.g. ${lost.slice(0, 3).join(', ')}`);
  const lingering = await existing(database, orgId, [...ledger.removed]);
  if (lingering.size > 0) problems.push(`${lingering.size} placements removed with a 2xx answer still exist`);

  const countAfter = await countPlacements(database, orgId);
  const expected = countBefore + ledger.created - ledger.removed.size;
  if (countAfter !== expected)
    problems.push(
      `${countAfter} placements, expected ${expected} (${countBefore} + ${ledger.created} created - ${ledger.removed.size} removed)`,
    );

  const duplicated = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM placements WHERE org_id = ${orgId}
          GROUP BY crew_id, scheduled_date, estimate_id HAVING count(*) > 1) AS twice`,
  );
  if (Number(duplicated[0]?.n ?? 0) > 0) problems.push(`${duplicated[0]?.n} crew-days hold the same estimate twice`);

  const gappy = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM placements WHERE org_id = ${orgId}
          GROUP BY crew_id, scheduled_date
          HAVING min(sort_order) <> 1 OR max(sort_order) <> count(*) OR count(DISTINCT sort_order) <> count(*)) AS gaps`,
  );
  if (Number(gappy[0]?.n ?? 0) > 0) problems.push(`${gappy[0]?.n} crew-days whose sort_order is not dense from 1`);

  const stale = await staleStoredRows(database.db, orgId);
  if (stale.cards > 0) problems.push(`${stale.cards} stored cards differ from their placements`);
  if (stale.crewDays > 0) problems.push(`${stale.crewDays} stored crew-day rows differ from their cards`);
  return problems;
}
