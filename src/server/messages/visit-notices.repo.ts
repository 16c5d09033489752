import { and, desc, eq, inArray, ne, not, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { estimates, messages } from '../db/schema';
import type { VisitNoticeKind } from '../../shared/domain/visit-notices';

export const visitKinds: readonly VisitNoticeKind[] = ['visitScheduled', 'visitMoved', 'visitCanceled'];

const isVisit = inArray(messages.kind, [...visitKinds]);
/** Still gathering changes: queued and never claimed by the mail worker (the partial unique index's rows). */
const isPending = and(isVisit, eq(messages.status, 'waiting'), eq(messages.attempts, 0));

/** What a notice about one job says, read in the write's transaction. */
export interface VisitFacts {
  estimateNumber: number;
  customerName: string;
  email: string | null;
  siteAddress: string;
  /** The job's first day from `today` on; null when none is to come. */
  nextDay: string | null;
}

export async function readVisitFacts(
  db: DbOrTx,
  orgId: string,
  estimateId: string,
  today: string,
): Promise<VisitFacts | null> {
  const [row] = await queryRows<{
    number: number;
    name: string;
    email: string | null;
    street: string;
    next_day: string | null;
  }>(
    db,
    sql`SELECT e.number, c.name, c.email, s.street,
          (SELECT min(p.scheduled_date)::text FROM placements p
           WHERE p.org_id = e.org_id AND p.estimate_id = e.id AND p.scheduled_date >= ${today}::date) AS next_day
        FROM estimates e
        JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
        JOIN customers c ON c.org_id = s.org_id AND c.id = s.customer_id
        WHERE e.org_id = ${orgId}::uuid AND e.id = ${estimateId}::uuid`,
  );
  return row
    ? {
        estimateNumber: Number(row.number),
        customerName: row.name,
        email: row.email,
        siteAddress: row.street,
        nextDay: row.next_day,
      }
    : null;
}

/** How many of these estimates the organization has (each id once). */
export async function countEstimates(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(estimates)
    .where(and(eq(estimates.orgId, orgId), inArray(estimates.id, [...ids])));
  return row?.count ?? 0;
}

/** The job's notice still gathering changes, locked: the mail worker's claim (SKIP LOCKED) passes it by meanwhile. */
export async function lockPendingNotice(tx: Tx, orgId: string, estimateId: string) {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.orgId, orgId), eq(messages.estimateId, estimateId), isPending))
    .for('update');
  return row ?? null;
}

/** The newest notice that left or is leaving (not one still gathering, not one that failed for good). */
export async function lastToldNotice(db: DbOrTx, orgId: string, estimateId: string) {
  const [row] = await db
    .select({ kind: messages.kind, visitDay: messages.visitDay })
    .from(messages)
    .where(
      and(
        eq(messages.orgId, orgId),
        eq(messages.estimateId, estimateId),
        isVisit,
        not(and(eq(messages.status, 'waiting'), eq(messages.attempts, 0)) ?? sql`false`),
        ne(messages.status, 'failed'),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(1);
  return row ?? null;
}

export interface NoticeWords {
  kind: VisitNoticeKind;
  visitDay: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  availableAt: Date;
}

export async function rewritePendingNotice(tx: Tx, orgId: string, id: string, words: NoticeWords, now: Date) {
  await tx
    .update(messages)
    .set({ ...words, updatedAt: now })
    .where(and(eq(messages.orgId, orgId), eq(messages.id, id)));
}

export async function deleteMessage(tx: Tx, orgId: string, id: string): Promise<void> {
  await tx.delete(messages).where(and(eq(messages.orgId, orgId), eq(messages.id, id)));
}

/**
 * The board's marks: per job, its newest delivered notice when that told a day from `from` to `to`
 * (a later cancel, or a day outside the span, marks nothing).
 */
export async function toldVisits(db: DbOrTx, orgId: string, from: string, to: string) {
  return queryRows<{ estimate_id: string; visit_day: string; delivered_at: Date | string }>(
    db,
    sql`SELECT estimate_id, visit_day::text, delivered_at FROM (
          SELECT DISTINCT ON (estimate_id) estimate_id, kind, visit_day, delivered_at
          FROM messages
          WHERE org_id = ${orgId}::uuid AND status = 'delivered'
            AND kind IN ('visitScheduled', 'visitMoved', 'visitCanceled')
            AND estimate_id IN (
              SELECT estimate_id FROM messages
              WHERE org_id = ${orgId}::uuid AND kind IN ('visitScheduled', 'visitMoved')
                AND visit_day BETWEEN ${from}::date AND ${to}::date)
          ORDER BY estimate_id, seq DESC) newest
        WHERE kind <> 'visitCanceled' AND visit_day BETWEEN ${from}::date AND ${to}::date
        ORDER BY visit_day, estimate_id`,
  );
}
