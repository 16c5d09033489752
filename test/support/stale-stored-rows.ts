import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../src/server/db/client';

/** The row `(alias.column, ...)`, to compare what is stored with what its view builds. */
const rowOf = (alias: string, columns: readonly string[]): SQL =>
  sql.raw(`(${columns.map((column) => `${alias}.${column}`).join(', ')})`);

/**
 * What a stored card (`placement_cards`, or its view's row) says, under `alias`: the columns reads
 * copy (the customer's name, migration 0021, is in both texts).
 */
export const cardTexts = (alias: string) => rowOf(alias, ['work_json', 'work_row', 'job_day', 'latitude', 'longitude']);

/** What a stored crew-day (`crew_day_rows`, or its view's row) says, under `alias`. */
export const crewDayTexts = (alias: string) =>
  rowOf(alias, ['work_rows', 'work_objects', 'stops', 'planned_minutes', 'unestimated']);

/** The unassigned board's key where a join needs one: `=` never matches null. */
const UNASSIGNED = '00000000-0000-0000-0000-000000000000';

export interface StaleStoredRows {
  /** Stored cards (placement_cards) that differ from, or are missing beside, those the view placement_card_source builds. */
  cards: number;
  /**
   * Stored crew-day rows (crew_day_rows) that differ from those the view crew_day_row_source builds;
   * a crew-day that lost its placements keeps an empty row, which stands for none.
   */
  crewDays: number;
}

/** What the board reads stored that no longer says what its placements, estimates, sites and customers say. */
export async function staleStoredRows(db: DbOrTx, orgId: string): Promise<StaleStoredRows> {
  const [row] = await queryRows<StaleStoredRows>(
    db,
    sql`SELECT
          (SELECT count(*)::int
           FROM placement_cards c
           FULL JOIN placement_card_source v ON v.org_id = c.org_id AND v.placement_id = c.placement_id
           WHERE coalesce(c.org_id, v.org_id) = ${orgId}::uuid
             AND ${cardTexts('c')} IS DISTINCT FROM ${cardTexts('v')}) AS cards,
          (SELECT count(*)::int
           FROM (SELECT * FROM crew_day_rows WHERE org_id = ${orgId}::uuid AND stops > 0) d
           FULL JOIN (SELECT * FROM crew_day_row_source WHERE org_id = ${orgId}::uuid) v
             ON v.org_id = d.org_id AND v.day = d.day
            AND coalesce(v.crew_id, ${UNASSIGNED}::uuid) = coalesce(d.crew_id, ${UNASSIGNED}::uuid)
           WHERE ${crewDayTexts('d')} IS DISTINCT FROM ${crewDayTexts('v')}) AS "crewDays"`,
  );
  if (!row) throw new Error('no count of stale stored rows');
  return { cards: Number(row.cards), crewDays: Number(row.crewDays) };
}
