import type { Day } from '../contract/common';
import type { FinancialStatus, InvoiceState } from '../contract/invoices';

export interface InvoiceFigures {
  state: InvoiceState;
  totalCents: number;
  paidCents: number;
  dueDate: Day;
}

export interface InvoiceProjection {
  financialStatus: FinancialStatus;
  paidCents: number;
  /** Still owed: only a posted invoice is owed, so drafts and voided invoices owe nothing. */
  balanceCents: number;
}

/**
 * The money view of an invoice on `today` (the organization's local day). Payment state wins
 * over lateness: a part-paid invoice reads `partial` even past its due date.
 */
export function projectInvoice(invoice: InvoiceFigures, today: Day): InvoiceProjection {
  const { state, totalCents, paidCents } = invoice;
  if (state !== 'posted') return { financialStatus: state, paidCents, balanceCents: 0 };
  const balanceCents = Math.max(totalCents - paidCents, 0);
  return { financialStatus: postedStatus(balanceCents, paidCents, invoice.dueDate, today), paidCents, balanceCents };
}

function postedStatus(balanceCents: number, paidCents: number, dueDate: Day, today: Day): FinancialStatus {
  if (balanceCents === 0) return 'paid';
  if (paidCents > 0) return 'partial';
  return today > dueDate ? 'overdue' : 'open';
}
