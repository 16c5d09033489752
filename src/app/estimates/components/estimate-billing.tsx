import { Link } from 'react-router';
import type { Estimate } from '../../../shared/contract/estimates';
import { Badge } from '../../ui/badge';

/**
 * Whether the estimate is billed: its live invoice's number (a draft invoice has none yet), each a
 * link to the invoice; otherwise "Not billed", flagged on completed work, which is the work to bill.
 */
export function EstimateBilling({ estimate }: { estimate: Pick<Estimate, 'invoice' | 'status'> }) {
  const { invoice } = estimate;
  if (invoice === null)
    return estimate.status === 'completed' ? (
      <Badge tone="warning">Not billed</Badge>
    ) : (
      <span className="muted">Not billed</span>
    );
  return <Link to={`/invoices/${invoice.id}`}>{invoice.number ?? 'Draft invoice'}</Link>;
}
