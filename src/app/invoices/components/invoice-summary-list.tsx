import { Link } from 'react-router';
import type { Invoice } from '../../../shared/contract/invoices';
import { formatCents } from '../../lib/format';
import { FinancialStatusBadge } from './financial-status-badge';

/** An invoice's name: its number once posted. */
export const invoiceName = (invoice: Pick<Invoice, 'number'>) => invoice.number ?? 'Draft invoice';

/**
 * What the invoice asks of the customer. A draft's balance is 0 (nothing is owed before posting), and
 * "balance $0.00" read as paid, so a draft says what it will bill, as its own page does.
 */
function owedWords(invoice: Pick<Invoice, 'state' | 'totalCents' | 'balanceCents'>): string {
  if (invoice.state === 'draft') return `${formatCents(invoice.totalCents)}, owed once posted`;
  if (invoice.state === 'voided') return 'nothing owed';
  return `balance ${formatCents(invoice.balanceCents)}`;
}

/** A few invoices in a side panel: name, financial status, what is still owed. */
export function InvoiceSummaryList({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <ul className="invoice-summaries">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="row">
          <Link to={`/invoices/${invoice.id}`}>{invoiceName(invoice)}</Link>
          <FinancialStatusBadge status={invoice.financialStatus} />
          <span className="muted">{owedWords(invoice)}</span>
        </li>
      ))}
    </ul>
  );
}
