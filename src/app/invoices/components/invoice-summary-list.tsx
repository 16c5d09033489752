import { Link } from 'react-router';
import type { Invoice } from '../../../shared/contract/invoices';
import { formatCents } from '../../lib/format';
import { FinancialStatusBadge } from './financial-status-badge';

/** An invoice's name: its number once posted. */
export const invoiceName = (invoice: Pick<Invoice, 'number'>) => invoice.number ?? 'Draft invoice';

/** A few invoices in a side panel: name, financial status, what is still owed. */
export function InvoiceSummaryList({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <ul className="invoice-summaries">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="row">
          <Link to={`/invoices/${invoice.id}`}>{invoiceName(invoice)}</Link>
          <FinancialStatusBadge status={invoice.financialStatus} />
          <span className="muted">balance {formatCents(invoice.balanceCents)}</span>
        </li>
      ))}
    </ul>
  );
}
