import type { Day, FieldProblem } from '../contract/common';
import type { EstimateStatus } from '../contract/estimates';
import type { InvoiceState } from '../contract/invoices';
import { lineAmountCents } from './estimate-totals';
import { addDays } from './working-days';
import { formatCents } from './money';

/** Payment terms when the request names no due date: net 30. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;

/** The due date an invoice dated `transactionDate` gets when none is asked for (net 30). */
export const defaultDueDate = (transactionDate: Day): Day => addDays(transactionDate, DEFAULT_PAYMENT_TERM_DAYS);

export interface BillableEstimate {
  status: EstimateStatus;
  customerId: string | null;
  lines: readonly {
    id: string;
    lineNumber: number;
    catalogItemId: string | null;
    description: string | null;
    quantity: number;
    unitPriceCents: number | null;
  }[];
}

export interface BilledLine {
  estimateLineId: string;
  lineNumber: number;
  catalogItemId: string | null;
  description: string | null;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface InvoicePlan {
  customerId: string;
  transactionDate: Day;
  dueDate: Day;
  subtotalCents: number;
  lines: BilledLine[];
}

export interface RequestedDates {
  transactionDate?: Day | undefined;
  dueDate?: Day | undefined;
}

/**
 * Every reason the estimate cannot be billed, in words; none when it can: only complete work with a
 * payer (docs/decisions/), every line priced (a missing price would be billed as zero). The SPA offers
 * such work disabled, saying why, rather than let the clerk find out on Create.
 */
export function billingProblems(estimate: Pick<BillableEstimate, 'status' | 'customerId' | 'lines'>): string[] {
  const problems: string[] = [];
  if (estimate.status !== 'completed')
    problems.push(`the estimate is ${estimate.status}, not completed: only finished work may be invoiced`);
  if (estimate.customerId === null) problems.push('the estimate has no customer to bill');
  const unpriced = estimate.lines.filter((line) => line.unitPriceCents === null).length;
  if (unpriced > 0) problems.push(`the estimate has ${unpriced} unpriced line${unpriced === 1 ? '' : 's'}`);
  return problems;
}

/**
 * What billing this estimate would invoice, or every reason it cannot be billed: only complete
 * work with a payer (docs/decisions/), every line priced (a missing price would be billed as zero),
 * and a due date not before the invoice date (default: net 30).
 */
export function planInvoice(
  estimate: BillableEstimate,
  requested: RequestedDates,
  today: Day,
): { plan: InvoicePlan } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = billingProblems(estimate).map((problem) => ({ field: 'estimateId', problem }));
  const transactionDate = requested.transactionDate ?? today;
  const dueDate = requested.dueDate ?? defaultDueDate(transactionDate);
  if (dueDate < transactionDate) problems.push({ field: 'dueDate', problem: 'must not be before transactionDate' });

  const lines = estimate.lines.flatMap(({ id, unitPriceCents, ...line }) =>
    unitPriceCents === null
      ? []
      : [{ ...line, estimateLineId: id, unitPriceCents, amountCents: lineAmountCents(line.quantity, unitPriceCents) }],
  );
  if (problems.length > 0 || estimate.customerId === null) return { problems };
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { plan: { customerId: estimate.customerId, transactionDate, dueDate, subtotalCents, lines } };
}

export type MoveDecision<Move extends string> =
  { outcome: Move } | { outcome: 'unchanged' } | { outcome: 'refused'; problem: FieldProblem };

const stateProblem = (problem: string): FieldProblem => ({ field: 'state', problem });

/** draft -> posted; posting again changes nothing; a voided invoice stays voided. */
export function decidePost(state: InvoiceState): MoveDecision<'post'> {
  if (state === 'draft') return { outcome: 'post' };
  if (state === 'posted') return { outcome: 'unchanged' };
  return { outcome: 'refused', problem: stateProblem('a voided invoice cannot be posted') };
}

/** draft or posted -> voided, unless money was received against it; voiding again changes nothing. */
export function decideVoid(state: InvoiceState, paidCents: number): MoveDecision<'void'> {
  if (state === 'voided') return { outcome: 'unchanged' };
  if (paidCents > 0) {
    return {
      outcome: 'refused',
      problem: stateProblem(
        `${formatCents(paidCents)} was received against it; an invoice with payments cannot be voided (reverse them first)`,
      ),
    };
  }
  return { outcome: 'void' };
}

/** Only a posted invoice is owed, and never beyond its balance. */
export function paymentProblem(state: InvoiceState, balanceCents: number, amountCents: number): FieldProblem | null {
  if (state === 'draft') return stateProblem('a draft invoice cannot take payments; post it first');
  if (state === 'voided') return stateProblem('a voided invoice cannot take payments');
  if (amountCents > balanceCents)
    return { field: 'amountCents', problem: `exceeds the balance of ${formatCents(balanceCents)}` };
  return null;
}

/**
 * A payment is recorded once the money is in: never on a day after the organization's today (a
 * payment dated ahead turned the invoice part-paid at once and kept it from being voided), nor
 * before the invoice's own date (a payment settles what the invoice asked for; a year typed wrong,
 * 2019 for 2026, was taken and could not be taken back).
 */
export function receivedOnProblem(receivedOn: Day, today: Day, invoiceDate: Day): FieldProblem | null {
  if (receivedOn > today) return { field: 'receivedOn', problem: 'must not be after today' };
  if (receivedOn < invoiceDate) return { field: 'receivedOn', problem: "must not be before the invoice's date" };
  return null;
}

/**
 * Whether a payment may be taken back. Only a posted invoice's standing payment: a voided invoice is
 * closed for good (api.md), and a payment reversed once stays reversed, so a second reversal (another
 * clerk's, or the same clerk's with a new key) is refused rather than read as done.
 */
export function reversalProblem(state: InvoiceState, reversedAt: Date | string | null): FieldProblem | null {
  if (state === 'voided') return { field: 'state', problem: "a voided invoice's payments cannot be reversed" };
  if (reversedAt !== null) return { field: 'state', problem: 'the payment was already reversed' };
  return null;
}
