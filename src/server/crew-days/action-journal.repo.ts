import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { JournalChanges } from '../../shared/domain/action-journal';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { actionJournal } from '../db/schema';

export type JournalEntry = typeof actionJournal.$inferSelect;

/** How long an action can be undone (issue 43: "last 24 hours"). */
export const ACTION_LIFE_MS = 24 * 60 * 60 * 1000;
/** Entries kept an organization (docs/decisions/caps.md): more than a day of the busiest board's actions. */
export const ACTION_JOURNAL_CAP = 2000;

export async function insertEntry(
  tx: Tx,
  entry: { orgId: string; id: string; kind: string; changes: JournalChanges; undoes: string | null; createdAt: Date },
): Promise<void> {
  await tx.insert(actionJournal).values(entry);
}

/** The organization's entries of these ids still within their life (another organization's read as absent). */
export async function findLiveEntries(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
  now: Date,
): Promise<JournalEntry[]> {
  return db
    .select()
    .from(actionJournal)
    .where(
      and(
        eq(actionJournal.orgId, orgId),
        inArray(actionJournal.id, [...ids]),
        gt(actionJournal.createdAt, new Date(now.getTime() - ACTION_LIFE_MS)),
      ),
    );
}

/** Marks entries as taken back by `undoneBy`. */
export async function markUndone(tx: Tx, orgId: string, ids: readonly string[], undoneBy: string): Promise<void> {
  await tx
    .update(actionJournal)
    .set({ undoneBy })
    .where(and(eq(actionJournal.orgId, orgId), inArray(actionJournal.id, [...ids])));
}

/**
 * The newest action after `afterSeq` not yet undone that touched one of these routes: what a
 * refused undo offers to take back first (index action_journal_org_seq_idx; the scan is capped by
 * the journal's cap).
 */
export async function findLaterAction(
  db: DbOrTx,
  orgId: string,
  afterSeq: number,
  routeIds: readonly string[],
): Promise<string | null> {
  if (routeIds.length === 0) return null;
  const [row] = await db
    .select({ id: actionJournal.id })
    .from(actionJournal)
    .where(
      and(
        eq(actionJournal.orgId, orgId),
        gt(actionJournal.seq, afterSeq),
        isNull(actionJournal.undoneBy),
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${actionJournal.changes} -> 'days') AS d
                    WHERE d ->> 'routeId' IN (${sql.join(
                      routeIds.map((id) => sql`${id}`),
                      sql`, `,
                    )}))`,
      ),
    )
    .orderBy(desc(actionJournal.seq))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Housekeeping: entries past their life, and each organization's entries beyond the newest
 * ACTION_JOURNAL_CAP. Returns how many went.
 */
export async function purgeJournal(db: DbOrTx, now: Date): Promise<number> {
  const expired = await db
    .delete(actionJournal)
    .where(lt(actionJournal.createdAt, new Date(now.getTime() - ACTION_LIFE_MS)))
    .returning({ id: actionJournal.id });
  const overCap = await queryRows<{ id: string }>(
    db,
    sql`
    DELETE FROM action_journal j USING (
      SELECT org_id, id FROM (
        SELECT org_id, id, row_number() OVER (PARTITION BY org_id ORDER BY seq DESC) AS n FROM action_journal
      ) ranked WHERE n > ${ACTION_JOURNAL_CAP}
    ) old
    WHERE j.org_id = old.org_id AND j.id = old.id
    RETURNING j.id`,
  );
  return expired.length + overCap.length;
}
