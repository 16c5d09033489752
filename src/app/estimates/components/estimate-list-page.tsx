import { estimateStatusWords } from './estimate-status-badge';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { estimateStatuses, estimateStatusSchema } from '../../../shared/contract/estimates';
import { crewsQuery } from '../../dispatch/board-queries';
import { CrewPicker } from '../../dispatch/crew-picker';
import { useApi } from '../../lib/api-context';
import { useAddressParams } from '../../lib/use-address-params';
import { useKeptAddress } from '../../lib/kept-address';
import { plural } from '../../lib/plural';
import type { EstimateListFilter } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { estimatePagesQuery } from '../../records/estimate-queries';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { madeRange, totalRange } from '../list-ranges';
import { EstimateTable } from './estimate-table';
import { NewEstimateDialog } from './new-estimate-dialog';
import './estimates.css';

/** Every estimate, newest first: found by job number, customer or street, narrowed by status, crew, billing, days made and total. */
export function EstimateListPage() {
  const api = useApi();
  // The filters live in the address, so a reload or a shared link shows the same list.
  const [params, update] = useAddressParams();
  useKeptAddress('/estimates');
  const fields = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    crew: params.get('crew') ?? '',
    billed: params.get('billed') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
  };
  const crews = useQuery(crewsQuery(api));
  const search = useDebouncedValue(fields.q.trim(), 250);
  const status = estimateStatusSchema.safeParse(fields.status);
  // Dollars as typed stay in the address; the list waits for the typing to settle, like the search.
  const total = totalRange(fields.min, fields.max);
  const minTotalCents = useDebouncedValue(total.from.value, 250);
  const maxTotalCents = useDebouncedValue(total.to.value, 250);
  const made = madeRange(fields.from, fields.to);
  const filter: EstimateListFilter = {
    order: 'newest',
    ...(search && { search }),
    ...(status.success && { status: status.data }),
    ...(made.from.value !== undefined && { createdFrom: made.from.value }),
    ...(made.to.value !== undefined && { createdTo: made.to.value }),
    ...(fields.crew && { crewId: fields.crew }),
    ...((fields.billed === 'true' || fields.billed === 'false') && { billed: fields.billed }),
    ...(minTotalCents !== undefined && { minTotalCents: String(minTotalCents) }),
    ...(maxTotalCents !== undefined && { maxTotalCents: String(maxTotalCents) }),
  };
  const pages = useInfiniteQuery({ ...estimatePagesQuery(api, filter), placeholderData: keepPreviousData });
  const estimates = pages.data?.pages.flatMap((page) => page.items) ?? [];
  // Any filter but the order narrows the list.
  const filtered = Object.keys(filter).some((name) => name !== 'order');
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Estimates"
        subtitle="Find an estimate by its job number, customer or street, the days it was made, its crew or its total."
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            New estimate
          </Button>
        }
      />
      <div className="estimates__filters" role="search" aria-label="Find estimates">
        <TextField
          className="estimates__search"
          label="Job number, customer or street"
          type="search"
          value={fields.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value })}
        />
        <SelectField label="Status" value={fields.status} onChange={(event) => update({ status: event.target.value })}>
          <option value="">Any status</option>
          {estimateStatuses.map((option) => (
            <option key={option} value={option}>
              {estimateStatusWords[option]}
            </option>
          ))}
        </SelectField>
        <CrewPicker
          label="Crew"
          emptyChoice="Any crew"
          crews={crews.data ?? []}
          value={fields.crew}
          onChange={(crew) => update({ crew })}
        />
        <SelectField label="Billing" value={fields.billed} onChange={(event) => update({ billed: event.target.value })}>
          <option value="">Billed or not</option>
          <option value="true">Billed</option>
          <option value="false">Not billed</option>
        </SelectField>
        <TextField
          label="Made from"
          type="date"
          value={fields.from}
          error={made.from.problem}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextField
          label="Made to"
          type="date"
          value={fields.to}
          error={made.to.problem}
          onChange={(event) => update({ to: event.target.value })}
        />
        <TextField
          label="Total from ($)"
          inputMode="decimal"
          value={fields.min}
          maxLength={24}
          error={total.from.problem}
          onChange={(event) => update({ min: event.target.value })}
        />
        <TextField
          label="Total to ($)"
          inputMode="decimal"
          value={fields.max}
          maxLength={24}
          error={total.to.problem}
          onChange={(event) => update({ max: event.target.value })}
        />
      </div>
      {pages.isPending ? (
        <Loading label="Loading estimates" />
      ) : pages.isError ? (
        <ApiErrorNotice error={pages.error} />
      ) : estimates.length === 0 ? (
        <EmptyState title={filtered ? 'No estimate matches.' : 'No estimates yet.'}>
          {!filtered && 'Start one with “New estimate”, or from a site’s page.'}
        </EmptyState>
      ) : (
        <>
          <EstimateTable estimates={estimates} caption="Estimates" where="customer and site" />
          <LoadMore shownLabel={plural(estimates.length, 'estimate')} {...morePagesOf(pages)} />
        </>
      )}
      {creating && <NewEstimateDialog onClose={() => setCreating(false)} />}
    </>
  );
}
