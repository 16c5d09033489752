import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { estimateLines, estimates } from '../db/schema';

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimateLineRow = typeof estimateLines.$inferSelect;
type NewEstimateRow = Omit<typeof estimates.$inferInsert, 'seq'>;
type NewEstimateLineRow = typeof estimateLines.$inferInsert;

export async function insertEstimateWithLines(
  tx: Tx,
  estimate: NewEstimateRow,
  lines: NewEstimateLineRow[],
): Promise<{ row: EstimateRow; lines: EstimateLineRow[] }> {
  const [row] = await tx.insert(estimates).values(estimate).returning();
  if (!row) throw new Error('insert returned no estimate');
  const lineRows = await tx.insert(estimateLines).values(lines).returning();
  return { row, lines: lineRows.sort((a, b) => a.lineNumber - b.lineNumber) };
}

/** With `lock`, the row stays locked until the transaction ends, so state moves on it are serialized. */
export async function findEstimateRow(db: DbOrTx, orgId: string, id: string, lock = false): Promise<EstimateRow | null> {
  const query = db
    .select()
    .from(estimates)
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listLineRows(db: DbOrTx, orgId: string, estimateId: string): Promise<EstimateLineRow[]> {
  return db
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.orgId, orgId), eq(estimateLines.estimateId, estimateId)))
    .orderBy(asc(estimateLines.lineNumber));
}

export async function markAccepted(tx: Tx, orgId: string, id: string, now: Date): Promise<EstimateRow> {
  const [row] = await tx
    .update(estimates)
    .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .returning();
  if (!row) throw new Error('accepted estimate vanished');
  return row;
}
