import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { EstimateLineStatus, UpdateEstimateLine } from '../../shared/contract/estimates';
import type { DbOrTx, Tx } from '../db/client';
import { estimateLines, estimates } from '../db/schema';

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimateLineRow = typeof estimateLines.$inferSelect;
type NewEstimateRow = Omit<typeof estimates.$inferInsert, 'seq'>;
export type NewEstimateLineRow = typeof estimateLines.$inferInsert;

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

/** An accepted estimate with a placement reads `scheduled`: one EXISTS on the same read, not a second query. */
// Written out: drizzle drops table names from columns in a single-table select, which would make this correlation ambiguous.
export const isPlaced = sql<boolean>`EXISTS (SELECT 1 FROM placements p WHERE p.org_id = estimates.org_id AND p.estimate_id = estimates.id)`;

/** The live (not voided) invoice billing an estimate, as stored; at most one (index invoices_org_live_estimate_idx). */
export interface LiveInvoiceRow {
  id: string;
  /** The INV sequence once posted; null while draft. */
  number: number | null;
  state: string;
}

/** json arrives parsed from node-postgres and PGlite alike; text is read too, should a driver hand it over as such. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * What is read beside the estimate's row, by correlated subqueries on primary keys and the
 * live-invoice index in the same statement: what a person calls its site and customer (api.md: a
 * site's nickname, otherwise its street), and the invoice billing it.
 */
export const estimateFacts = {
  siteLabel: sql<string>`(SELECT coalesce(nullif(s.label, ''), s.street) FROM sites s WHERE s.org_id = estimates.org_id AND s.id = estimates.site_id)`,
  customerName: sql<
    string | null
  >`(SELECT c.name FROM customers c WHERE c.org_id = estimates.org_id AND c.id = estimates.customer_id)`,
  liveInvoice: sql<LiveInvoiceRow | null>`(SELECT json_build_object('id', i.id, 'number', i.number, 'state', i.state)
    FROM invoices i WHERE i.org_id = estimates.org_id AND i.estimate_id = estimates.id AND i.state <> 'voided')`.mapWith(
    (value: unknown) => (value === null ? null : parsedJson<LiveInvoiceRow>(value)),
  ),
};
export interface EstimateFacts {
  siteLabel: string;
  customerName: string | null;
  liveInvoice: LiveInvoiceRow | null;
}

/** What is read beside a stored estimate's row (a new estimate's answer). */
export async function findEstimateFacts(db: DbOrTx, orgId: string, id: string): Promise<EstimateFacts> {
  const [found] = await db
    .select(estimateFacts)
    .from(estimates)
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)));
  if (!found) throw new Error(`estimate ${id} vanished`);
  return found;
}

/**
 * Locks the estimate's row until the transaction ends, so state moves on it are serialized; false
 * when the organization has no such estimate. Read it afterwards, in a statement of its own: a
 * statement that waited for the lock sees the row as committed since, but its subqueries (the live
 * invoice, the placements) as they were when it began.
 */
export async function lockEstimateRow(tx: DbOrTx, orgId: string, id: string): Promise<boolean> {
  const [locked] = await tx
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .for('update');
  return locked !== undefined;
}

export async function findEstimateRow(
  db: DbOrTx,
  orgId: string,
  id: string,
): Promise<({ row: EstimateRow; placed: boolean } & EstimateFacts) | null> {
  const [found] = await db
    .select({ row: estimates, placed: isPlaced, ...estimateFacts })
    .from(estimates)
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .limit(1);
  return found ?? null;
}

export async function listLineRows(db: DbOrTx, orgId: string, estimateId: string): Promise<EstimateLineRow[]> {
  return db
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.orgId, orgId), eq(estimateLines.estimateId, estimateId)))
    .orderBy(asc(estimateLines.lineNumber));
}

/** Who accepted online (docs/decisions/estimates-and-invoices.md "Acceptance online"); null in the office. */
export interface OnlineAcceptance {
  name: string;
  ipAddress: string | null;
}

export async function markAccepted(
  tx: Tx,
  orgId: string,
  id: string,
  now: Date,
  online: OnlineAcceptance | null = null,
): Promise<EstimateRow> {
  const [row] = await tx
    .update(estimates)
    .set({
      status: 'accepted',
      acceptedAt: now,
      updatedAt: now,
      ...(online && { acceptedByName: online.name, acceptedFromIp: online.ipAddress }),
    })
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .returning();
  if (!row) throw new Error('accepted estimate vanished');
  return row;
}

export async function markCanceled(tx: Tx, orgId: string, id: string, now: Date): Promise<EstimateRow> {
  const [row] = await tx
    .update(estimates)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .returning();
  if (!row) throw new Error('canceled estimate vanished');
  return row;
}

/**
 * Records a send (docs/decisions/estimates-and-invoices.md "Sending"): a draft becomes sent; a sent or
 * later estimate keeps its status, and the last send's time, address and way are what it reads.
 */
export async function markSent(
  tx: Tx,
  orgId: string,
  id: string,
  send: { to: string | null; how: 'email' | 'handed'; draft: boolean },
  now: Date,
): Promise<EstimateRow> {
  const [row] = await tx
    .update(estimates)
    .set({ ...(send.draft && { status: 'sent' }), sentAt: now, sentTo: send.to, sentHow: send.how, updatedAt: now })
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .returning();
  if (!row) throw new Error('sent estimate vanished');
  return row;
}

export async function markDeclined(
  tx: Tx,
  orgId: string,
  id: string,
  reason: string | null,
  now: Date,
): Promise<EstimateRow> {
  const [row] = await tx
    .update(estimates)
    .set({ status: 'declined', declinedAt: now, declinedReason: reason, updatedAt: now })
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, id)))
    .returning();
  if (!row) throw new Error('declined estimate vanished');
  return row;
}

/** Who marked a line done: the key, and its name as it was then. */
export interface LineMarker {
  keyId: string;
  name: string | null;
}

/**
 * Sets `status` on the estimate's lines `lineIds` that do not have it yet (a line already done keeps
 * when and by whom), recording the marker on done and clearing it on pending; the estimate's
 * updatedAt moves when any line changed. Migration 0004's triggers re-read its completeness.
 * Returns how many lines changed.
 */
export async function setLineStatus(
  tx: Tx,
  orgId: string,
  estimateId: string,
  lineIds: readonly string[],
  status: EstimateLineStatus,
  marker: LineMarker,
  now: Date,
): Promise<number> {
  const mark =
    status === 'done'
      ? { status, doneAt: now, doneBy: marker.name, doneByKeyId: marker.keyId, updatedAt: now }
      : { status, doneAt: null, doneBy: null, doneByKeyId: null, updatedAt: now };
  const changed = await tx
    .update(estimateLines)
    .set(mark)
    .where(
      and(
        eq(estimateLines.orgId, orgId),
        eq(estimateLines.estimateId, estimateId),
        inArray(estimateLines.id, [...lineIds]),
        ne(estimateLines.status, status),
      ),
    )
    .returning({ id: estimateLines.id });
  if (changed.length > 0)
    await tx
      .update(estimates)
      .set({ updatedAt: now })
      .where(and(eq(estimates.orgId, orgId), eq(estimates.id, estimateId)));
  return changed.length;
}

/** One line's hours and/or price; the estimate's updatedAt moves with it. Null when the estimate has no such line. */
export async function setLineFields(
  tx: Tx,
  orgId: string,
  estimateId: string,
  lineId: string,
  change: Omit<UpdateEstimateLine, 'status'>,
  now: Date,
): Promise<EstimateLineRow | null> {
  const [line] = await tx
    .update(estimateLines)
    .set({ ...change, updatedAt: now })
    .where(and(eq(estimateLines.orgId, orgId), eq(estimateLines.estimateId, estimateId), eq(estimateLines.id, lineId)))
    .returning();
  if (!line) return null;
  await tx
    .update(estimates)
    .set({ updatedAt: now })
    .where(and(eq(estimates.orgId, orgId), eq(estimates.id, estimateId)));
  return line;
}
