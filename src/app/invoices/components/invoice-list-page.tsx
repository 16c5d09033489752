import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { financialStatuses, financialStatusSchema } from '../../../shared/contract/invoices';
import { useApi } from '../../lib/api-context';
import { useAddressParams } from '../../lib/use-address-params';
import { plural } from '../../lib/plural';
import type { InvoiceListFilter } from '../../lib/query-keys';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { invoicePagesQuery } from '../api/invoice-queries';
import { CustomerFilter } from './customer-filter';
import { InvoiceTable } from './invoice-table';
import { NewInvoiceDialog } from './new-invoice-dialog';
import './invoices.css';

/** The filters live in the address, so a reload or a shared link shows the same list. */
function useInvoiceFilter(): [
  InvoiceListFilter,
  (change: Partial<Record<'customerId' | 'financialStatus', string>>) => void,
] {
  const [params, update] = useAddressParams();
  const status = financialStatusSchema.safeParse(params.get('financialStatus'));
  const filter: InvoiceListFilter = {
    ...(params.get('customerId') && { customerId: params.get('customerId') ?? '' }),
    ...(status.success && { financialStatus: status.data }),
  };
  return [filter, update];
}

export function InvoiceListPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [filter, update] = useInvoiceFilter();
  const [creating, setCreating] = useState(false);
  const pages = useInfiniteQuery({ ...invoicePagesQuery(api, filter), placeholderData: keepPreviousData });
  const invoices = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filter.customerId || filter.financialStatus);

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Billed work: what is owed, paid and overdue."
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            New invoice
          </Button>
        }
      />
      <div className="invoices__filters" role="search" aria-label="Filter invoices">
        <CustomerFilter customerId={filter.customerId ?? ''} onChange={(customerId) => update({ customerId })} />
        <SelectField
          label="Financial status"
          value={filter.financialStatus ?? ''}
          onChange={(event) => update({ financialStatus: event.target.value })}
        >
          <option value="">Any status</option>
          {financialStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
      </div>
      {pages.isPending ? (
        <Loading label="Loading invoices" />
      ) : pages.isError ? (
        <ApiErrorNotice error={pages.error} />
      ) : invoices.length === 0 ? (
        <EmptyState title={filtered ? 'No invoice matches these filters.' : 'No invoices yet.'}>
          {!filtered && 'Bill a completed estimate with New invoice.'}
        </EmptyState>
      ) : (
        <>
          <InvoiceTable invoices={invoices} />
          <LoadMore shownLabel={plural(invoices.length, 'invoice')} {...morePagesOf(pages)} />
        </>
      )}
      {creating && (
        <NewInvoiceDialog
          onClose={() => setCreating(false)}
          onCreated={(invoice) => navigate(`/invoices/${invoice.id}`)}
        />
      )}
    </>
  );
}
