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

export function FinancialStatusBadge({ status }: { status: FinancialStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
