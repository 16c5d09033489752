import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { estimateStatuses, estimateStatusSchema } from '../../../shared/contract/estimates';
import { useApi } from '../../lib/api-context';
import { useAddressParams } from '../../lib/use-address-params';
import { plural } from '../../lib/plural';
import type { EstimateListFilter } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { estimatePagesQuery } from '../../records/estimate-queries';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { EmptyState } from '../../ui/empty-state';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { EstimateTable } from './estimate-table';
import './estimates.css';

/** Every estimate, newest first: found by job number, customer or street, narrowed by status. */
export function EstimateListPage() {
  const api = useApi();
  // The search and status live in the address, so a reload or a shared link shows the same list.
  const [params, update] = useAddressParams();
  const fields = { q: params.get('q') ?? '', status: params.get('status') ?? '' };
  const search = useDebouncedValue(fields.q.trim(), 250);
  const status = estimateStatusSchema.safeParse(fields.status);
  const filter: EstimateListFilter = {
    order: 'newest',
    ...(search && { search }),
    ...(status.success && { status: status.data }),
  };
  const pages = useInfiniteQuery({ ...estimatePagesQuery(api, filter), placeholderData: keepPreviousData });
  const estimates = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filter.search || filter.status);

  return (
    <>
      <PageHeader title="Estimates" subtitle="Find an estimate by its job number, customer or street." />
      <div className="estimates__filters" role="search" aria-label="Find estimates">
        <TextField
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
              {option}
            </option>
          ))}
        </SelectField>
      </div>
      {pages.isPending ? (
        <Loading label="Loading estimates" />
      ) : pages.isError ? (
        <ApiErrorNotice error={pages.error} />
      ) : estimates.length === 0 ? (
        <EmptyState title={filtered ? 'No estimate matches.' : 'No estimates yet.'}>
          {!filtered && 'Draft one from a site’s page.'}
        </EmptyState>
      ) : (
        <>
          <EstimateTable estimates={estimates} caption="Estimates" withWhere />
          <LoadMore shownLabel={plural(estimates.length, 'estimate')} {...morePagesOf(pages)} />
        </>
      )}
    </>
  );
}
