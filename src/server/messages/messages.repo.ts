import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { onlyOrgsFilter } from '../db/sql-helpers';
import { messages } from '../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = Omit<typeof messages.$inferInsert, 'seq' | 'status' | 'attempts' | 'leaseId'>;

/** The channel a queued message is announced on (at commit), so that a waiting mail worker wakes at once. */
export const MESSAGES_CHANNEL = 'messages';

/** Queues a message in the caller's transaction: it is sent only if the transaction commits. */
export async function insertMessage(tx: Tx, row: NewMessageRow): Promise<MessageRow> {
  await tx.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, '')`);
  const [inserted] = await tx.insert(messages).values(row).returning();
  if (!inserted) throw new Error('message insert returned no row');
  return inserted;
}

/** Newest first by seq; `limit + 1` rows so the caller knows whether a next page exists. */
export async function listMessageRows(
  db: DbOrTx,
  orgId: string,
  filter: { beforeSeq: number | null; limit: number; estimateId?: string; invoiceId?: string; withInvoices: boolean },
): Promise<MessageRow[]> {
  const conditions: SQL[] = [eq(messages.orgId, orgId)];
  if (filter.beforeSeq !== null) conditions.push(lt(messages.seq, filter.beforeSeq));
  if (filter.estimateId) conditions.push(eq(messages.estimateId, filter.estimateId));
  if (filter.invoiceId) conditions.push(eq(messages.invoiceId, filter.invoiceId));
  if (!filter.withInvoices) conditions.push(isNull(messages.invoiceId));
  return db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.seq))
    .limit(filter.limit + 1);
}

/** A message as the mail worker claims it: the lease is what its later writes must still hold. */
export interface ClaimedMessage {
  orgId: string;
  id: string;
  attempts: number;
  leaseId: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  attachment: Uint8Array | null;
  attachmentName: string | null;
  estimateId: string | null;
  invoiceId: string | null;
}

/**
 * Takes the oldest due waiting message (never tried, backing off, or leased by a worker that died)
 * and leases it until `leaseUntil`, counting the attempt; SKIP LOCKED lets several workers claim
 * side by side. The pick is a materialized CTE so it runs once (as claimDueJob's).
 */
export async function claimDueMessage(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  orgIds?: readonly string[],
): Promise<ClaimedMessage | null> {
  if (orgIds?.length === 0) return null;
  const onlyOrgs = onlyOrgsFilter(orgIds);
  const [row] = await queryRows<{
    org_id: string;
    id: string;
    attempts: number;
    lease_id: string;
    to_address: string;
    subject: string;
    body_text: string;
    attachment: Uint8Array | null;
    attachment_name: string | null;
    estimate_id: string | null;
    invoice_id: string | null;
  }>(
    db,
    sql`WITH due AS MATERIALIZED (
          SELECT org_id, id FROM messages
          WHERE status = 'waiting' AND available_at <= ${now.toISOString()} ${onlyOrgs}
          ORDER BY available_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        UPDATE messages AS m
        SET attempts = m.attempts + 1, lease_id = ${randomUUID()}::uuid,
            available_at = ${leaseUntil.toISOString()}, updated_at = ${now.toISOString()}
        FROM due
        WHERE m.org_id = due.org_id AND m.id = due.id
        RETURNING m.org_id, m.id, m.attempts, m.lease_id, m.to_address, m.subject, m.body_text,
                  m.attachment, m.attachment_name, m.estimate_id, m.invoice_id`,
  );
  return row
    ? {
        orgId: row.org_id,
        id: row.id,
        attempts: row.attempts,
        leaseId: row.lease_id,
        toAddress: row.to_address,
        subject: row.subject,
        bodyText: row.body_text,
        attachment: row.attachment === null ? null : new Uint8Array(row.attachment),
        attachmentName: row.attachment_name,
        estimateId: row.estimate_id,
        invoiceId: row.invoice_id,
      }
    : null;
}

const heldBy = (message: ClaimedMessage) =>
  and(eq(messages.orgId, message.orgId), eq(messages.id, message.id), eq(messages.leaseId, message.leaseId));

/** Records how the attempt ended: delivered, waiting again until `retryAt`, or failed for good. */
export async function settleMessage(
  db: DbOrTx,
  message: ClaimedMessage,
  outcome:
    { status: 'delivered' } | { status: 'waiting'; retryAt: Date; error: string } | { status: 'failed'; error: string },
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(messages)
    .set({
      status: outcome.status,
      leaseId: null,
      updatedAt: now,
      ...(outcome.status === 'delivered'
        ? { deliveredAt: now, lastError: null }
        : { lastError: outcome.error, ...(outcome.status === 'waiting' && { availableAt: outcome.retryAt }) }),
    })
    .where(heldBy(message))
    .returning({ id: messages.id });
  return changed.length > 0;
}
