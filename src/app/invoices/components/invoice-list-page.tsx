import { financialStatusWords } from './financial-status-badge';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  financialStatuses,
  financialStatusSchema,
  invoiceSearchSchema,
  MAX_INVOICE_SEARCH_LENGTH,
} from '../../../shared/contract/invoices';
import { useApi } from '../../lib/api-context';
import { CustomerPicker } from '../../records/customer-picker';
import { useAddressParams } from '../../lib/use-address-params';
import { useKeptAddress } from '../../lib/kept-address';
import { plural } from '../../lib/plural';
import type { InvoiceListFilter } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { invoicePagesQuery } from '../api/invoice-queries';
import { InvoiceTable } from './invoice-table';
import { NewInvoiceDialog } from './new-invoice-dialog';
import './invoices.css';

const SEARCH_SETTLE_MS = 250;
const NOT_A_NUMBER = 'Type an invoice number (INV-1042 or 1042) or a job number (JOB-12).';

/**
 * The filters live in the address, so a reload or a shared link shows the same list. The number
 * searched is read with the API's own rule once the typing settles: text that is not a number is
 * said beside the box and not sent (the list is then not searched), never shown as a refusal.
 */
function useInvoiceFilter(): [
  InvoiceListFilter,
  { q: string; problem: string | undefined },
  (change: Partial<Record<'customerId' | 'financialStatus' | 'q', string>>) => void,
] {
  const [params, update] = useAddressParams();
  useKeptAddress('/invoices');
  const status = financialStatusSchema.safeParse(params.get('financialStatus'));
  const q = params.get('q') ?? '';
  const settled = useDebouncedValue(q.trim(), SEARCH_SETTLE_MS);
  const search = settled !== '' && invoiceSearchSchema.safeParse(settled).success ? settled : undefined;
  const filter: InvoiceListFilter = {
    ...(params.get('customerId') && { customerId: params.get('customerId') ?? '' }),
    ...(status.success && { financialStatus: status.data }),
    ...(search && { search }),
  };
  const problem = settled !== '' && search === undefined ? NOT_A_NUMBER : undefined;
  return [filter, { q, problem }, update];
}

export function InvoiceListPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [filter, typed, update] = useInvoiceFilter();
  const [creating, setCreating] = useState(false);
  const pages = useInfiniteQuery({ ...invoicePagesQuery(api, filter), placeholderData: keepPreviousData });
  const invoices = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filter.customerId || filter.financialStatus || filter.search);

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
        <TextField
          label="Invoice or job number"
          type="search"
          placeholder="INV-1042 or JOB-12"
          maxLength={MAX_INVOICE_SEARCH_LENGTH}
          value={typed.q}
          error={typed.problem}
          onChange={(event) => update({ q: event.target.value })}
        />
        <CustomerPicker
          label="Customer"
          emptyChoice="All customers"
          customerId={filter.customerId ?? ''}
          onChange={(customerId) => update({ customerId })}
        />
        <SelectField
          label="Financial status"
          value={filter.financialStatus ?? ''}
          onChange={(event) => update({ financialStatus: event.target.value })}
        >
          <option value="">Any status</option>
          {financialStatuses.map((status) => (
            <option key={status} value={status}>
              {financialStatusWords[status]}
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
