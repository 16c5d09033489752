import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../lib/api-context';
import { keptAddress } from '../../lib/kept-address';
import { formatCents, formatDay } from '../../lib/format';
import { useOrgDate } from '../../org/use-org-date';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { Panel } from '../../ui/panel';
import { invoiceQuery } from '../api/invoice-queries';
import { CustomerName } from './customer-name';
import { FinancialStatusBadge } from './financial-status-badge';
import { InvoiceActions } from './invoice-actions';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoicePaymentsTable } from './invoice-payments-table';
import { invoiceName } from './invoice-summary-list';
import './invoices.css';

/** One invoice: what was billed (its lines), paid (its payments) and is still owed, and the moves its state allows. */
export function InvoicePage() {
  const formatDate = useOrgDate();
  const { invoiceId = '' } = useParams();
  const api = useApi();
  const query = useQuery(invoiceQuery(api, invoiceId));

  if (query.isPending) return <Loading label="Loading invoice" />;
  if (query.isError) return <ApiErrorNotice error={query.error} />;
  const invoice = query.data;
  const name = invoiceName(invoice);

  return (
    <>
      <PageHeader
        title={name}
        subtitle={<FinancialStatusBadge status={invoice.financialStatus} />}
        breadcrumbs={
          <ol>
            <li>
              <Link to={keptAddress('/invoices')}>Invoices</Link>
            </li>
            <li aria-current="page">{name}</li>
          </ol>
        }
      />
      <div className="invoice-page">
        <div className="invoice-page__record">
          <Panel title="Details">
            <dl className="ui-details">
              <dt>Customer</dt>
              <dd>
                <CustomerName invoice={invoice} />
              </dd>
              <dt>Estimate</dt>
              <dd>
                {invoice.estimateId ? (
                  <Link to={`/estimates/${invoice.estimateId}`}>{invoice.estimateNumber}</Link>
                ) : (
                  <span className="muted">none</span>
                )}
              </dd>
              <dt>Invoice date</dt>
              <dd>{formatDay(invoice.transactionDate)}</dd>
              <dt>Due</dt>
              <dd>{formatDay(invoice.dueDate)}</dd>
              <dt>Total</dt>
              <dd>{formatCents(invoice.totalCents)}</dd>
              <dt>Paid</dt>
              <dd>{formatCents(invoice.paidCents)}</dd>
              <dt>Balance</dt>
              <dd>
                {invoice.financialStatus === 'draft' ? (
                  <span className="muted">owed once posted</span>
                ) : (
                  <strong>{formatCents(invoice.balanceCents)}</strong>
                )}
              </dd>
              {invoice.voidedAt && (
                <>
                  <dt>Voided</dt>
                  <dd>
                    {formatDate(invoice.voidedAt)}: {invoice.voidedReason}
                  </dd>
                </>
              )}
            </dl>
          </Panel>
          <Panel title="Lines">
            <InvoiceLinesTable invoice={invoice} name={name} />
          </Panel>
          <Panel title="Payments">
            <InvoicePaymentsTable invoice={invoice} name={name} />
          </Panel>
        </div>
        <InvoiceActions invoice={invoice} />
      </div>
    </>
  );
}
