import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { schedulePlans, type StoredAcceptance } from '../db/schema';

export type PlanRow = typeof schedulePlans.$inferSelect;

export async function insertPlan(db: DbOrTx, row: typeof schedulePlans.$inferInsert): Promise<void> {
  await db.insert(schedulePlans).values(row);
}

/**
 * Plans never accepted that expired a day ago or more: nothing can use them any more. An accepted
 * plan is kept for its undo.
 */
export async function deleteStalePlans(db: DbOrTx, orgId: string, before: Date): Promise<void> {
  await db
    .delete(schedulePlans)
    .where(and(eq(schedulePlans.orgId, orgId), isNull(schedulePlans.acceptedAt), lt(schedulePlans.expiresAt, before)));
}

/** The organization's plan, locked for the rest of the transaction; another organization's reads as absent. */
export async function lockPlan(tx: Tx, orgId: string, planId: string): Promise<PlanRow | null> {
  const [row] = await tx
    .select()
    .from(schedulePlans)
    .where(and(eq(schedulePlans.orgId, orgId), eq(schedulePlans.id, planId)))
    .for('update');
  return row ?? null;
}

export async function markAccepted(tx: Tx, orgId: string, planId: string, acceptance: StoredAcceptance, now: Date) {
  await tx
    .update(schedulePlans)
    .set({ acceptedAt: now, acceptance })
    .where(and(eq(schedulePlans.orgId, orgId), eq(schedulePlans.id, planId)));
}

export async function markUndone(tx: Tx, orgId: string, planId: string, now: Date) {
  await tx
    .update(schedulePlans)
    .set({ undoneAt: now })
    .where(and(eq(schedulePlans.orgId, orgId), eq(schedulePlans.id, planId), sql`${schedulePlans.undoneAt} IS NULL`));
}

/** The journal entry of the plan's accept (null before it is accepted): what its undo takes back. */
export async function acceptedActionId(db: DbOrTx, orgId: string, planId: string): Promise<string | null> {
  const [row] = await db
    .select({ acceptance: schedulePlans.acceptance })
    .from(schedulePlans)
    .where(and(eq(schedulePlans.orgId, orgId), eq(schedulePlans.id, planId)));
  return row?.acceptance?.actionId ?? null;
}
