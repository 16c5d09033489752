import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { events } from '../db/schema';

export type EventRow = typeof events.$inferSelect;

export async function insertEvent(tx: Tx, row: Omit<typeof events.$inferInsert, 'seq'>): Promise<void> {
  await tx.insert(events).values(row);
}

/** The organization's events after `afterSeq`, oldest first (primary key (org_id, seq)). */
export async function listEventsAfter(db: DbOrTx, orgId: string, afterSeq: number, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.orgId, orgId), gt(events.seq, afterSeq)))
    .orderBy(asc(events.seq))
    .limit(limit);
}

/** The newest event id of the organization; 0 before its first event. */
export async function latestEventSeq(db: DbOrTx, orgId: string): Promise<number> {
  const [row] = await db
    .select({ seq: max(events.seq) })
    .from(events)
    .where(eq(events.orgId, orgId));
  return row?.seq ?? 0;
}
