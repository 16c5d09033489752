import type { Day } from '../../shared/contract/common';
import {
  invoiceStates,
  type Invoice,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoicePayment,
} from '../../shared/contract/invoices';
import { formatEstimateNumber, formatInvoiceNumber } from '../../shared/domain/document-numbers';
import { projectInvoice } from '../../shared/domain/invoice-status';
import { storedEnum, toIso, toIsoOrNull } from '../db/sql-helpers';
import type { InvoiceLineRow, InvoicePaymentRow, InvoiceViewRow } from './invoices.repo';

/** The Invoice a client reads on `today` (the organization's local day): money state projected, never stored. */
export function toInvoice(row: InvoiceViewRow, today: Day): Invoice {
  const state = storedEnum(invoiceStates, row.state);
  const projection = projectInvoice(
    { state, totalCents: row.totalCents, paidCents: row.paidCents, dueDate: row.dueDate },
    today,
  );
  return {
    id: row.id,
    number: row.number === null ? null : formatInvoiceNumber(row.number),
    state,
    financialStatus: projection.financialStatus,
    customerId: row.customerId,
    customerName: row.customerName,
    estimateId: row.estimateId,
    estimateNumber: row.estimateSequence === null ? null : formatEstimateNumber(row.estimateSequence),
    currencyCode: row.currencyCode,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    paidCents: projection.paidCents,
    balanceCents: projection.balanceCents,
    lineCount: row.lineCount,
    transactionDate: row.transactionDate,
    dueDate: row.dueDate,
    postedAt: toIsoOrNull(row.postedAt),
    voidedAt: toIsoOrNull(row.voidedAt),
    voidedReason: row.voidedReason,
    firstSentAt: toIsoOrNull(row.firstSentAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

const toInvoiceLine = (line: InvoiceLineRow): InvoiceLine => ({
  id: line.id,
  lineNumber: line.lineNumber,
  description: line.description,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  amountCents: line.amountCents,
  catalogItemId: line.catalogItemId,
  estimateLineId: line.estimateLineId,
});

const toInvoicePayment = (payment: InvoicePaymentRow): InvoicePayment => ({
  id: payment.id,
  amountCents: payment.amountCents,
  receivedOn: payment.receivedOn,
  createdAt: toIso(payment.createdAt),
  reversedAt: toIsoOrNull(payment.reversedAt),
  reversalReason: payment.reversalReason,
});

export function toInvoiceDetail(
  row: InvoiceViewRow,
  lines: readonly InvoiceLineRow[],
  payments: readonly InvoicePaymentRow[],
  today: Day,
): InvoiceDetail {
  return { ...toInvoice(row, today), lines: lines.map(toInvoiceLine), payments: payments.map(toInvoicePayment) };
}
