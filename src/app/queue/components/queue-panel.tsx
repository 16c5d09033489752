import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useEffect, useRef } from 'react';
import { MAX_PLAN_JOBS } from '../../../shared/contract/plans';
import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { Loading } from '../../ui/loading';
import { queuePagesQuery } from '../api/queue-queries';
import { useQueueFilter } from '../../dispatch/use-queue-filter';
import { QueueFilters } from './queue-filters';
import { QueueRow } from './queue-row';
import { usePaddingForToasts } from '../../ui/toast-context';

export interface QueuePanelProps {
  today: string;
  selected: UnscheduledRow | null;
  onSelect: (row: UnscheduledRow) => void;
  /**
   * Plans the jobs shown on the board's days: the rows a filter shows, or the whole queue (null)
   * when none is set. Absent when the board's days leave nothing to plan (all past).
   */
  onPlan?: (estimateIds: readonly string[] | null) => void;
}

/**
 * The unscheduled queue: filtered by the address, paged by offset. Memoized: the board's changes
 * (a drop's optimistic picture, the server's answer) leave its props as they were.
 */
export const QueuePanel = memo(function QueuePanel({ today, selected, onSelect, onPlan }: QueuePanelProps) {
  const api = useApi();
  const [filter, setFilter, clearFilters] = useQueueFilter();
  const query = useInfiniteQuery(queuePagesQuery(api, useDebouncedValue(filter, 250)));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = Object.keys(filter).length > 0;
  // No count until this filter's answer is in: "(0)" while a search was still on its way read as an empty queue.
  const count = query.isSuccess ? ` (${total}${filtered ? ' matching' : ''})` : '';
  const list = useRef<HTMLUListElement>(null);
  usePaddingForToasts(list);
  // The selected job as the queue reads it now: its hours left change as parts of it are placed, and
  // a job placed whole and taken off again (Undo) comes back as a new row, which fit asks about anew.
  const fresh = selected && rows.find((row) => row.estimateId === selected.estimateId);
  useEffect(() => {
    if (fresh && fresh !== selected) onSelect(fresh);
  }, [fresh, selected, onSelect]);
  return (
    <section id="queue" tabIndex={-1} className="queue-panel" aria-labelledby="queue-heading">
      <div className="queue-panel__head">
        <h2 id="queue-heading">Unscheduled{count}</h2>
        {onPlan && query.isSuccess && total > 0 && (
          <Button
            size="sm"
            variant="primary"
            title={
              filtered
                ? 'Propose crew-days for the jobs this filter shows, over the board’s days'
                : 'Propose crew-days for the queue’s oldest jobs, over the board’s days'
            }
            onClick={() => onPlan(filtered ? rows.slice(0, MAX_PLAN_JOBS).map((row) => row.estimateId) : null)}
          >
            Plan these jobs
          </Button>
        )}
      </div>
      <QueueFilters filter={filter} onChange={setFilter} />
      {filter.bbox && (
        <p className="queue-panel__area" role="status">
          Only work in the map’s view.{' '}
          <Button size="sm" variant="ghost" onClick={() => setFilter('bbox', '')}>
            Show all
          </Button>
        </p>
      )}
      {query.isPending && <Loading label="Reading the queue" />}
      {query.isError && <ApiErrorNotice error={query.error} />}
      <ul ref={list} className="queue-panel__rows" aria-label="Unscheduled work">
        {rows.map((row) => (
          <QueueRow
            key={row.estimateId}
            row={row}
            today={today}
            selected={selected?.estimateId === row.estimateId}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {query.isSuccess &&
        (total === 0 ? (
          <p className="muted" role="status">
            {filtered ? (
              <>
                No waiting job matches these filters.{' '}
                {/* Placing the job a search found leaves the search on and the list empty. */}
                <Button size="sm" variant="ghost" onClick={clearFilters}>
                  Show every job
                </Button>
              </>
            ) : (
              'Nothing waits to be placed: every accepted job is on the board.'
            )}
          </p>
        ) : (
          <LoadMore
            shownLabel={`${rows.length} of ${plural(total, filtered ? 'matching job' : 'job')}`}
            {...morePagesOf(query)}
          />
        ))}
    </section>
  );
});
