import type { FinancialStatus } from '../../../shared/contract/invoices';
import { Badge, type Tone } from '../../ui/badge';

const tones: Record<FinancialStatus, Tone> = {
  draft: 'neutral',
  open: 'info',
  partial: 'warning',
  paid: 'success',
  overdue: 'danger',
  voided: 'neutral',
};

/** A status as the screens say it; the API keeps its lowercase values. */
export const financialStatusWords: Record<FinancialStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  partial: 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
  voided: 'Voided',
};

export function FinancialStatusBadge({ status }: { status: FinancialStatus }) {
  return <Badge tone={tones[status]}>{financialStatusWords[status]}</Badge>;
}
