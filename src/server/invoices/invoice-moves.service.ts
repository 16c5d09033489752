import { randomUUID } from 'node:crypto';
import { invoiceStates, type InvoiceDetail, type RecordPayment } from '../../shared/contract/invoices';
import {
  decidePost,
  decideVoid,
  paymentProblem,
  receivedOnProblem,
  reversalProblem,
} from '../../shared/domain/invoice-rules';
import { projectInvoice } from '../../shared/domain/invoice-status';
import type { Tx } from '../db/client';
import { nextCounterValue } from '../db/counters';
import { storedEnum } from '../db/sql-helpers';
import { notFound, ValidationError } from '../http/app-error';
import { findPayment, insertPayment, markPaymentReversed, updateInvoice } from './invoices.repo';
import { detailOf, findInvoiceOrThrow, rereadInvoice } from './invoices.service';
import { organizationToday } from './org-today';

/*
 * Every move locks the invoice row first, so two clerks posting, voiding or paying the same
 * invoice at once are served one after the other against fresh figures.
 */

async function lockInvoice(tx: Tx, orgId: string, id: string, now: Date) {
  const row = await findInvoiceOrThrow(tx, orgId, id, true);
  const today = await organizationToday(tx, orgId, now);
  return { row, today, state: storedEnum(invoiceStates, row.state) };
}

/** draft -> posted with the next INV number (gap-free: taken in this transaction); posting again answers it unchanged. */
export async function postInvoice(tx: Tx, orgId: string, id: string, now: Date): Promise<InvoiceDetail> {
  const { row, today, state } = await lockInvoice(tx, orgId, id, now);
  const decision = decidePost(state);
  if (decision.outcome === 'refused') throw new ValidationError([decision.problem]);
  if (decision.outcome === 'unchanged') return detailOf(tx, orgId, row, today);
  const number = await nextCounterValue(tx, orgId, 'invoice');
  await updateInvoice(tx, orgId, id, { state: 'posted', number, postedAt: now, updatedAt: now });
  return rereadInvoice(tx, orgId, id, today);
}

/** Voids a draft or an unpaid posted invoice, keeping its number; voiding again answers it unchanged. */
export async function voidInvoice(
  tx: Tx,
  orgId: string,
  id: string,
  reason: string,
  now: Date,
): Promise<InvoiceDetail> {
  const { row, today, state } = await lockInvoice(tx, orgId, id, now);
  const decision = decideVoid(state, row.paidCents);
  if (decision.outcome === 'refused') throw new ValidationError([decision.problem]);
  if (decision.outcome === 'unchanged') return detailOf(tx, orgId, row, today);
  await updateInvoice(tx, orgId, id, { state: 'voided', voidedAt: now, voidedReason: reason, updatedAt: now });
  return rereadInvoice(tx, orgId, id, today);
}

/** Records money received against a posted invoice, never more than its balance. */
export async function recordPayment(
  tx: Tx,
  orgId: string,
  id: string,
  payment: RecordPayment,
  now: Date,
): Promise<InvoiceDetail> {
  const { row, today, state } = await lockInvoice(tx, orgId, id, now);
  const { balanceCents } = projectInvoice(
    { state, totalCents: row.totalCents, paidCents: row.paidCents, dueDate: row.dueDate },
    today,
  );
  const problems = [
    paymentProblem(state, balanceCents, payment.amountCents),
    receivedOnProblem(payment.receivedOn, today, row.transactionDate),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new ValidationError(problems);
  await insertPayment(tx, {
    orgId,
    id: randomUUID(),
    invoiceId: id,
    amountCents: payment.amountCents,
    receivedOn: payment.receivedOn,
    createdAt: now,
  });
  await updateInvoice(tx, orgId, id, { updatedAt: now });
  return rereadInvoice(tx, orgId, id, today);
}

/**
 * Takes back a payment recorded by mistake (wrong amount, wrong invoice): it stays on record, marked
 * reversed with when and why, and the balance and financial status read as if it had never come.
 * A payment of another invoice is not found here, whatever its organization.
 */
export async function reversePayment(
  tx: Tx,
  orgId: string,
  id: string,
  paymentId: string,
  reason: string,
  now: Date,
): Promise<InvoiceDetail> {
  const { today, state } = await lockInvoice(tx, orgId, id, now);
  const payment = await findPayment(tx, orgId, id, paymentId);
  if (!payment) throw notFound('Payment');
  const problem = reversalProblem(state, payment.reversedAt);
  if (problem) throw new ValidationError([problem]);
  await markPaymentReversed(tx, orgId, paymentId, { reversedAt: now, reversalReason: reason });
  await updateInvoice(tx, orgId, id, { updatedAt: now });
  return rereadInvoice(tx, orgId, id, today);
}
