import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Estimate } from '../../../shared/contract/estimates';
import type { Invoice } from '../../../shared/contract/invoices';
import { billingProblems } from '../../../shared/domain/invoice-rules';
import { estimatePagesQuery } from '../../records/estimate-queries';
import { estimateTotalText } from '../../records/estimate-total-text';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import type { EstimateListFilter } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { CreateInvoiceActions } from './create-invoice-actions';

const SEARCH_SETTLE_MS = 250;

const choiceText = (estimate: Estimate) =>
  [estimate.number, estimate.customerName, estimate.siteLabel, estimateTotalText(estimate)].filter(Boolean).join(', ');

const billableOption = (estimate: Estimate) => (
  <option key={estimate.id} value={estimate.id}>
    {choiceText(estimate)}
  </option>
);

/**
 * Only completed work may be billed (api.md), once: the choices are the completed estimates not yet
 * billed, newest first (the job finished this week is the one to bill), each with whom and where it
 * was for, so a clerk tells two jobs of the same total apart. The estimates list's own search finds
 * one by job number or by customer, site or street. Work that cannot be billed yet (no customer, a
 * line unpriced) is offered disabled, saying why, after all the work that can be (a group of its
 * own, under a heading saying so), so the first estimate listed is always one that can be chosen.
 */
export function NewInvoiceDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_SETTLE_MS);
  const filter: EstimateListFilter = {
    status: 'completed',
    billed: 'false',
    order: 'newest',
    ...(search && { search }),
  };
  const pages = useInfiniteQuery({ ...estimatePagesQuery(api, filter), placeholderData: keepPreviousData });
  const found = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const [chosen, setChosen] = useState<Estimate | null>(null);
  // The chosen estimate stays a choice while a new search no longer finds it.
  const choices = chosen && !found.some((estimate) => estimate.id === chosen.id) ? [chosen, ...found] : found;
  const choose = (estimateId: string) => setChosen(choices.find((estimate) => estimate.id === estimateId) ?? null);
  // What can be billed first, then what cannot yet, each newest first as listed: the first choice is one to pick.
  const checked = choices.map((estimate) => ({ estimate, problems: billingProblems(estimate) }));
  const billable = checked.filter(({ problems }) => problems.length === 0).map(({ estimate }) => estimate);
  const blocked = checked.filter(({ problems }) => problems.length > 0);

  let body;
  if (pages.isPending) body = <Loading label="Loading work to bill" />;
  else if (pages.isError) body = <ApiErrorNotice error={pages.error} />;
  else if (found.length === 0 && !search && !chosen)
    body = (
      <EmptyState title="Nothing to bill.">
        Work is billed once a crew has marked every line done; work already billed is not offered.
      </EmptyState>
    );
  else {
    body = (
      <div className="stack">
        <TextField
          label="Find work to bill"
          type="search"
          placeholder="JOB-12, a customer or a street"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint={search && found.length === 0 ? 'No completed work still to bill matches.' : undefined}
        />
        <SelectField
          label="Completed estimate"
          required
          value={chosen?.id ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">Choose an estimate…</option>
          {blocked.length === 0 ? (
            billable.map(billableOption)
          ) : (
            <>
              <optgroup label="Ready to bill">{billable.map(billableOption)}</optgroup>
              <optgroup label="Cannot be billed yet (the reason follows each)">
                {blocked.map(({ estimate, problems }) => (
                  <option key={estimate.id} value={estimate.id} disabled>
                    {choiceText(estimate)} (not billable: {problems.join('; ')})
                  </option>
                ))}
              </optgroup>
            </>
          )}
        </SelectField>
        <LoadMore shownLabel={plural(found.length, 'estimate')} {...morePagesOf(pages)} />
        {chosen && (
          <CreateInvoiceActions
            key={chosen.id}
            estimate={chosen}
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
