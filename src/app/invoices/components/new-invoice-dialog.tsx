import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../shared/contract/invoices';
import { estimatePagesQuery } from '../../records/estimate-queries';
import { estimateTotalText } from '../../records/estimate-total-text';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { SelectField } from '../../ui/select-field';
import { CreateInvoiceActions } from './create-invoice-actions';

/**
 * Only completed work may be billed (api.md), once: the choices are the completed estimates not yet
 * billed, each with whom and where it was for, so a clerk tells two jobs of the same total apart.
 */
export function NewInvoiceDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
}) {
  const api = useApi();
  const pages = useInfiniteQuery(estimatePagesQuery(api, { status: 'completed', billed: 'false' }));
  const estimates = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const [estimateId, setEstimateId] = useState('');

  let body;
  if (pages.isPending) body = <Loading label="Loading work to bill" />;
  else if (pages.isError) body = <ApiErrorNotice error={pages.error} />;
  else if (estimates.length === 0)
    body = (
      <EmptyState title="Nothing to bill.">
        Work is billed once a crew has marked every line done; work already billed is not offered.
      </EmptyState>
    );
  else {
    body = (
      <div className="stack">
        <SelectField
          label="Completed estimate"
          required
          value={estimateId}
          onChange={(event) => setEstimateId(event.target.value)}
        >
          <option value="">Choose an estimate…</option>
          {estimates.map((estimate) => (
            <option key={estimate.id} value={estimate.id}>
              {[estimate.number, estimate.customerName, estimate.siteLabel, estimateTotalText(estimate)]
                .filter(Boolean)
                .join(', ')}
            </option>
          ))}
        </SelectField>
        <LoadMore shownLabel={plural(estimates.length, 'estimate')} {...morePagesOf(pages)} />
        {estimateId && (
          <CreateInvoiceActions
            key={estimateId}
            estimateId={estimateId}
            onCreated={(invoice) => {
              onClose();
              onCreated(invoice);
            }}
          />
        )}
      </div>
    );
  }
  return (
    <Dialog title="New invoice" onClose={onClose}>
      {body}
    </Dialog>
  );
}
