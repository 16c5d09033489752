import type { FieldProblem } from '../contract/common';
import type { InvoiceState } from '../contract/invoices';

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
