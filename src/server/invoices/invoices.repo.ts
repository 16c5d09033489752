import { and, asc, desc, eq, gt, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Day, ListOrder } from '../../shared/contract/common';
import type { FinancialStatus, InvoiceSearch } from '../../shared/contract/invoices';
import type { DbOrTx, Tx } from '../db/client';
import { customers, estimates, invoiceLines, invoicePayments, invoices } from '../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
interface Projected {
  paidCents: number;
  lineCount: number;
  estimateSequence: number | null;
  customerName: string;
}
export type InvoiceViewRow = InvoiceRow & Projected;

/** What was received and stands: a reversed payment stays on record but pays nothing. */
const paidCents = sql<number>`(SELECT COALESCE(SUM(${invoicePayments.amountCents}), 0) FROM ${invoicePayments}
  WHERE ${invoicePayments.orgId} = ${invoices.orgId} AND ${invoicePayments.invoiceId} = ${invoices.id}
    AND ${invoicePayments.reversedAt} IS NULL)`.mapWith(Number);
const lineCount = sql<number>`(SELECT COUNT(*) FROM ${invoiceLines}
  WHERE ${invoiceLines.orgId} = ${invoices.orgId} AND ${invoiceLines.invoiceId} = ${invoices.id})`.mapWith(Number);
/** A primary-key lookup per row, so a page of invoices names its customers without a read per row. */
const customerName = sql<string>`(SELECT ${customers.name} FROM ${customers}
  WHERE ${customers.orgId} = ${invoices.orgId} AND ${customers.id} = ${invoices.customerId})`;

/** Invoices with what is projected from them: payments received, line count, the billed estimate's number, the customer's name. */
function selectViews(db: DbOrTx) {
  return db
    .select({ invoice: invoices, paidCents, lineCount, estimateSequence: estimates.number, customerName })
    .from(invoices)
    .leftJoin(estimates, and(eq(estimates.orgId, invoices.orgId), eq(estimates.id, invoices.estimateId)));
}

type SelectedView = { invoice: InvoiceRow } & Projected;
const flatten = ({ invoice, ...projected }: SelectedView): InvoiceViewRow => ({ ...invoice, ...projected });

/** With `lock`, the invoice row stays locked until the transaction ends, so moves on it are serialized. */
export async function findInvoiceView(
  db: DbOrTx,
  orgId: string,
  id: string,
  lock = false,
): Promise<InvoiceViewRow | null> {
  const query = selectViews(db)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  return row ? flatten(row) : null;
}

/**
 * SQL twin of the domain projection (shared/domain/invoice-status.ts), so the financialStatus
 * filter pages in the database; tests check that both agree on every status.
 */
function financialStatusCondition(status: FinancialStatus, today: Day): SQL | undefined {
  const posted = eq(invoices.state, 'posted');
  const unpaid = and(posted, eq(paidCents, 0), gt(invoices.totalCents, 0));
  switch (status) {
    case 'draft':
    case 'voided':
      return eq(invoices.state, status);
    case 'paid':
      return and(posted, gte(paidCents, invoices.totalCents));
    case 'partial':
      return and(posted, gt(paidCents, 0), lt(paidCents, invoices.totalCents));
    case 'overdue':
      return and(unpaid, lt(invoices.dueDate, today));
    case 'open':
      return and(unpaid, gte(invoices.dueDate, today));
  }
}

/**
 * An invoice number is the unique (org_id, number) index; a job number, that one estimate by its
 * unique (org_id, number) index, read once, then its invoices, voided ones too
 * (invoices_org_estimate_seq_idx); a bare number, both indexes OR-ed. The estimate is looked up in
 * the caller's organization as a value, not per invoice row: correlated to each row, PostgreSQL
 * walked the organization's every invoice (250 ms at 100,000 invoices, 0.2 ms now).
 */
function searchCondition(orgId: string, search: InvoiceSearch): SQL | undefined {
  const byInvoice = eq(invoices.number, search.number);
  const byJob = sql`${invoices.estimateId} = (SELECT e.id FROM estimates e
    WHERE e.org_id = ${orgId} AND e.number = ${search.number})`;
  if (search.of === 'invoice') return byInvoice;
  if (search.of === 'job') return byJob;
  return or(byInvoice, byJob);
}

export interface InvoicePageQuery {
  afterSeq: number | null;
  order: ListOrder;
  limit: number;
  customerId?: string | undefined;
  estimateId?: string | undefined;
  financialStatus?: FinancialStatus | undefined;
  search?: InvoiceSearch | undefined;
  today: Day;
}

/** One page plus one row, in `order` (index invoices_org_seq_idx, read backwards for newest first). */
export async function listInvoiceViews(
  db: DbOrTx,
  orgId: string,
  page: InvoicePageQuery,
): Promise<(InvoiceViewRow & { seq: number })[]> {
  const conditions: (SQL | undefined)[] = [eq(invoices.orgId, orgId)];
  const newest = page.order === 'newest';
  if (page.afterSeq !== null) conditions.push((newest ? lt : gt)(invoices.seq, page.afterSeq));
  if (page.customerId) conditions.push(eq(invoices.customerId, page.customerId));
  if (page.estimateId) conditions.push(eq(invoices.estimateId, page.estimateId));
  if (page.financialStatus) conditions.push(financialStatusCondition(page.financialStatus, page.today));
  if (page.search) conditions.push(searchCondition(orgId, page.search));
  const rows = await selectViews(db)
    .where(and(...conditions))
    .orderBy(newest ? desc(invoices.seq) : asc(invoices.seq))
    .limit(page.limit + 1);
  return rows.map(flatten);
}

export async function findLiveInvoiceOfEstimate(
  db: DbOrTx,
  orgId: string,
  estimateId: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.estimateId, estimateId), ne(invoices.state, 'voided')))
    .limit(1);
  return row ?? null;
}

export async function insertInvoiceWithLines(
  tx: Tx,
  invoice: Omit<typeof invoices.$inferInsert, 'seq'>,
  lines: (typeof invoiceLines.$inferInsert)[],
): Promise<void> {
  await tx.insert(invoices).values(invoice);
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines);
}

export async function updateInvoice(
  tx: Tx,
  orgId: string,
  id: string,
  changes: Partial<Pick<InvoiceRow, 'state' | 'number' | 'postedAt' | 'voidedAt' | 'voidedReason' | 'firstSentAt'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx
    .update(invoices)
    .set(changes)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)));
}

export async function insertPayment(tx: Tx, payment: typeof invoicePayments.$inferInsert): Promise<void> {
  await tx.insert(invoicePayments).values(payment);
}

/** One payment of the invoice; read under the invoice's lock, two reversals of it are served one after the other. */
export async function findPayment(
  db: DbOrTx,
  orgId: string,
  invoiceId: string,
  paymentId: string,
): Promise<InvoicePaymentRow | null> {
  const [row] = await db
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.orgId, orgId),
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.id, paymentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a standing payment reversed; one already reversed keeps its first reversal. */
export async function markPaymentReversed(
  tx: Tx,
  orgId: string,
  paymentId: string,
  reversal: { reversedAt: Date; reversalReason: string },
): Promise<void> {
  await tx
    .update(invoicePayments)
    .set(reversal)
    .where(
      and(eq(invoicePayments.orgId, orgId), eq(invoicePayments.id, paymentId), isNull(invoicePayments.reversedAt)),
    );
}

export async function listInvoiceLines(db: DbOrTx, orgId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.orgId, orgId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.lineNumber));
}

/** In the order the money arrived; payments entered for one day keep the order they were entered in. */
export async function listInvoicePayments(db: DbOrTx, orgId: string, invoiceId: string): Promise<InvoicePaymentRow[]> {
  return db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.orgId, orgId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.createdAt), asc(invoicePayments.id));
}
