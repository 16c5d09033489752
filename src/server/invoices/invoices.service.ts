import { randomUUID } from 'node:crypto';
import type { Day } from '../../shared/contract/common';
import type { CreateInvoice, InvoiceDetail, ListInvoicesQuery } from '../../shared/contract/invoices';
import { planInvoice } from '../../shared/domain/invoice-rules';
import type { DbOrTx, Tx } from '../db/client';
import { nextCounterValue } from '../db/counters';
import { getEstimate } from '../estimates/estimates.service';
import { conflict, notFound, ValidationError } from '../http/app-error';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import { toInvoice, toInvoiceDetail } from './invoice-view';
import {
  findInvoiceView,
  findLiveInvoiceOfEstimate,
  insertInvoiceWithLines,
  listInvoiceLines,
  listInvoicePayments,
  listInvoiceViews,
  type InvoiceViewRow,
} from './invoices.repo';
import { organizationToday } from './org-today';

/** Invoices are billed in US dollars only (api.md: money is whole US cents). */
const CURRENCY_CODE = 'USD';

export async function findInvoiceOrThrow(db: DbOrTx, orgId: string, id: string, lock = false): Promise<InvoiceViewRow> {
  const row = await findInvoiceView(db, orgId, id, lock);
  if (!row) throw notFound('Invoice');
  return row;
}

/** The invoice with its lines and payments: how every operation on one invoice answers it. */
export async function detailOf(db: DbOrTx, orgId: string, row: InvoiceViewRow, today: Day): Promise<InvoiceDetail> {
  const lines = await listInvoiceLines(db, orgId, row.id);
  const payments = await listInvoicePayments(db, orgId, row.id);
  return toInvoiceDetail(row, lines, payments, today);
}

export async function getInvoice(db: DbOrTx, orgId: string, id: string, now: Date): Promise<InvoiceDetail> {
  const row = await findInvoiceOrThrow(db, orgId, id);
  return detailOf(db, orgId, row, await organizationToday(db, orgId, now));
}

export async function pageInvoices(
  db: DbOrTx,
  orgId: string,
  query: ListInvoicesQuery,
  now: Date,
  cursors: PositionCodec,
) {
  const today = await organizationToday(db, orgId, now);
  const rows = await listInvoiceViews(db, orgId, {
    afterSeq: afterCursor(cursors, query.cursor),
    order: query.order,
    limit: query.limit,
    customerId: query.customerId,
    estimateId: query.estimateId,
    financialStatus: query.financialStatus,
    search: query.search,
    today,
  });
  return toPage(rows, query.limit, (row) => toInvoice(row, today), cursors);
}

/** The invoice as it reads after a write in this transaction. */
export async function rereadInvoice(tx: Tx, orgId: string, id: string, today: Day): Promise<InvoiceDetail> {
  return detailOf(tx, orgId, await findInvoiceOrThrow(tx, orgId, id), today);
}

/**
 * Bills a complete estimate that has a payer (docs/decisions/estimates-and-invoices.md "Invoices"): its lines are copied, so
 * the invoice keeps what was billed. One live invoice per estimate; `post` numbers it at once.
 */
export async function createInvoice(tx: Tx, orgId: string, input: CreateInvoice, now: Date): Promise<InvoiceDetail> {
  // Locking the estimate serializes parallel attempts to bill it.
  const estimate = await getEstimate(tx, orgId, input.estimateId, now, true);
  const today = await organizationToday(tx, orgId, now);
  const planned = planInvoice(estimate, input, today);
  if ('problems' in planned) throw new ValidationError(planned.problems);
  const existing = await findLiveInvoiceOfEstimate(tx, orgId, estimate.id);
  if (existing)
    throw conflict(`Estimate ${estimate.number} is already billed; void that invoice to bill it again`, {
      invoiceId: existing.id,
    });

  const { plan } = planned;
  const id = randomUUID();
  await insertInvoiceWithLines(
    tx,
    {
      orgId,
      id,
      number: input.post ? await nextCounterValue(tx, orgId, 'invoice') : null,
      state: input.post ? 'posted' : 'draft',
      customerId: plan.customerId,
      estimateId: estimate.id,
      currencyCode: CURRENCY_CODE,
      subtotalCents: plan.subtotalCents,
      discountCents: 0,
      taxCents: 0,
      totalCents: plan.subtotalCents,
      transactionDate: plan.transactionDate,
      dueDate: plan.dueDate,
      postedAt: input.post ? now : null,
      createdAt: now,
      updatedAt: now,
    },
    plan.lines.map((line) => ({ ...line, orgId, id: randomUUID(), invoiceId: id, createdAt: now })),
  );
  return rereadInvoice(tx, orgId, id, today);
}
