import { and, asc, desc, eq, gt, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Day, ListOrder } from '../../shared/contract/common';
import type { FinancialStatus } from '../../shared/contract/invoices';
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

const paidCents = sql<number>`(SELECT COALESCE(SUM(${invoicePayments.amountCents}), 0) FROM ${invoicePayments}
  WHERE ${invoicePayments.orgId} = ${invoices.orgId} AND ${invoicePayments.invoiceId} = ${invoices.id})`.mapWith(
  Number,
);
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

export interface InvoicePageQuery {
  afterSeq: number | null;
  order: ListOrder;
  limit: number;
  customerId?: string | undefined;
  estimateId?: string | undefined;
  financialStatus?: FinancialStatus | undefined;
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
  changes: Partial<Pick<InvoiceRow, 'state' | 'number' | 'postedAt' | 'voidedAt' | 'voidedReason'>> & {
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
