import { Link } from 'react-router';
import type { Invoice } from '../../../shared/contract/invoices';
import { formatCents, formatDay } from '../../lib/format';
import { Table } from '../../ui/table';
import { CustomerName } from './customer-name';
import { FinancialStatusBadge } from './financial-status-badge';
import { invoiceName } from './invoice-summary-list';

export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <Table caption="Invoices">
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Customer</th>
          <th scope="col">Estimate</th>
          <th scope="col">Status</th>
          <th scope="col">Due</th>
          <th scope="col" className="num">
            Total
          </th>
          <th scope="col" className="num">
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">
              <Link to={`/invoices/${invoice.id}`}>{invoiceName(invoice)}</Link>
              <span className="ui-table__secondary">{formatDay(invoice.transactionDate)}</span>
            </th>
            <td>
              <CustomerName invoice={invoice} />
            </td>
            <td>
              {invoice.estimateId ? (
                <Link to={`/estimates/${invoice.estimateId}`}>{invoice.estimateNumber}</Link>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td>
              <FinancialStatusBadge status={invoice.financialStatus} />
            </td>
            <td>{formatDay(invoice.dueDate)}</td>
            <td className="num">{formatCents(invoice.totalCents)}</td>
            <td className="num">
              {invoice.financialStatus === 'draft' ? (
                <span className="muted">not posted</span>
              ) : (
                formatCents(invoice.balanceCents)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
