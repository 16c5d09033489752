import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Estimate } from '../../../shared/contract/estimates';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Loading } from '../../ui/loading';
import { Panel } from '../../ui/panel';
import { invoicePagesQuery } from '../api/invoice-queries';
import { CreateInvoiceActions, type BillableEstimate } from './create-invoice-actions';
import { InvoiceSummaryList } from './invoice-summary-list';
import './invoices.css';

/**
 * Why work with this status cannot be billed yet, and what makes it billable: only completed work is
 * billed, and only the crew's field app marks lines done (api.md), which a clerk could not tell.
 */
function notBillableYet(status: Estimate['status']): string {
  switch (status) {
    case 'draft':
    case 'sent':
      return 'Billed once the customer accepts it and the crew has done the work.';
    case 'accepted':
    case 'scheduled':
      return 'Billed once the work is done: the crew marks each line done in the field app, and the estimate then reads Completed.';
    case 'declined':
    case 'canceled':
      return `A ${status} estimate is not billed.`;
    case 'completed':
      return '';
  }
}

const unpricedVerb = (estimate: Pick<Estimate, 'unpricedCount'>) => (estimate.unpricedCount === 1 ? 'has' : 'have');

/** An estimate's invoices, and billing it once the work is complete (docs/decisions/estimates-and-invoices.md "Invoices"). */
export function BillEstimatePanel({
  estimate,
}: {
  estimate: BillableEstimate & Pick<Estimate, 'status' | 'unpricedCount'>;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const pages = useInfiniteQuery(invoicePagesQuery(api, { estimateId: estimate.id }));
  const invoices = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const billed = invoices.some((invoice) => invoice.state !== 'voided');

  let body;
  if (pages.isPending) body = <Loading label="Loading invoices" />;
  else if (pages.isError) body = <ApiErrorNotice error={pages.error} />;
  else {
    body = (
      <div className="stack">
        {invoices.length > 0 ? <InvoiceSummaryList invoices={invoices} /> : <p className="muted">Not invoiced.</p>}
        {estimate.status !== 'completed' && <p className="muted">{notBillableYet(estimate.status)}</p>}
        {estimate.status === 'completed' && !billed && estimate.unpricedCount > 0 && (
          // The server refuses to bill an unpriced line (it would charge nothing for it): say so before a click.
          <p>
            Billed once every line has a price: {plural(estimate.unpricedCount, 'line')} {unpricedVerb(estimate)} no
            price. Enter it in the line’s Unit price.
          </p>
        )}
        {estimate.status === 'completed' && !billed && estimate.unpricedCount === 0 && (
          <CreateInvoiceActions estimate={estimate} onCreated={(invoice) => navigate(`/invoices/${invoice.id}`)} />
        )}
      </div>
    );
  }
  return <Panel title="Invoices">{body}</Panel>;
}
