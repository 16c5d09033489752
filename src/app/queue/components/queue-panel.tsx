import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { MAX_PLAN_JOBS } from '../../../shared/contract/plans';
import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import type { JobsToPlan } from '../../dispatch/jobs-to-plan';
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
   * Plans jobs on the board's days: the rows checked, else the rows a filter shows, else the whole
   * queue. Absent when the board's days leave nothing to plan (all past): then no row has a checkbox.
   */
  onPlan?: (jobs: JobsToPlan) => void;
  /** The rows checked for planning (estimate ids), kept by the board while a proposal hides the queue. */
  checked: ReadonlySet<string>;
  onCheckedChange: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

/** What "Plan …" asks for: the rows checked, else those a filter shows (at most a plan's cap), else the whole queue. */
function jobsToPlan(
  checked: readonly UnscheduledRow[],
  rows: readonly UnscheduledRow[],
  filtered: boolean,
): JobsToPlan {
  if (checked.length > 0) return { kind: 'selected', estimateIds: checked.map((row) => row.estimateId) };
  if (filtered) return { kind: 'shown', estimateIds: rows.slice(0, MAX_PLAN_JOBS).map((row) => row.estimateId) };
  return { kind: 'queue' };
}

const planTitle: Record<JobsToPlan['kind'], string> = {
  selected: 'Propose crew-days for the checked jobs, over the board’s days',
  shown: 'Propose crew-days for the jobs this filter shows, over the board’s days',
  queue: 'Propose crew-days for the queue’s oldest jobs, over the board’s days',
};

/**
 * The unscheduled queue: filtered by the address, paged by offset. Memoized: the board's changes
 * (a drop's optimistic picture, the server's answer) leave its props as they were.
 */
export const QueuePanel = memo(function QueuePanel({
  today,
  selected,
  onSelect,
  onPlan,
  checked,
  onCheckedChange,
}: QueuePanelProps) {
  const api = useApi();
  const [filter, setFilter, clearFilters] = useQueueFilter();
  const query = useInfiniteQuery(queuePagesQuery(api, useDebouncedValue(filter, 250)));
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
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
  // What is planned is what is seen checked: a row the list no longer shows (placed, cancelled, or
  // hidden by a filter) leaves the selection once the list's answer is in.
  const checkedRows = useMemo(() => rows.filter((row) => checked.has(row.estimateId)), [rows, checked]);
  useEffect(() => {
    if (query.isSuccess && checkedRows.length < checked.size)
      onCheckedChange(new Set(checkedRows.map((row) => row.estimateId)));
  }, [query.isSuccess, checkedRows, checked, onCheckedChange]);
  // One callback for every row, so checking one draws only that row again.
  const check = useCallback(
    (estimateId: string, on: boolean) =>
      onCheckedChange((before) => {
        const next = new Set(before);
        if (on) next.add(estimateId);
        else next.delete(estimateId);
        return next;
      }),
    [onCheckedChange],
  );
  const full = checkedRows.length >= MAX_PLAN_JOBS;
  const jobs = jobsToPlan(checkedRows, rows, filtered);
  const panel = useRef<HTMLElement>(null);
  const clearSelection = () => {
    onCheckedChange(new Set());
    // The button goes with the selection: the keyboard stays in the queue rather than falling to the page.
    panel.current?.focus();
  };
  return (
    <section ref={panel} id="queue" tabIndex={-1} className="queue-panel" aria-labelledby="queue-heading">
      <div className="queue-panel__head">
        <h2 id="queue-heading">Unscheduled{count}</h2>
        {onPlan && query.isSuccess && total > 0 && (
          <Button size="sm" variant="primary" title={planTitle[jobs.kind]} onClick={() => onPlan(jobs)}>
            {jobs.kind === 'selected' ? `Plan ${jobs.estimateIds.length} selected` : 'Plan these jobs'}
          </Button>
        )}
      </div>
      {onPlan && checkedRows.length > 0 && (
        <p className="queue-panel__selection" role="status">
          {/* One line beside its button: "Plan 3 selected" says what they are for. */}
          {full
            ? `${plural(checkedRows.length, 'job')} selected, the most one plan takes`
            : `${plural(checkedRows.length, 'job')} selected`}{' '}
          <Button size="sm" variant="ghost" onClick={clearSelection}>
            Clear selection
          </Button>
        </p>
      )}
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
            {...(onPlan && {
              checked: checked.has(row.estimateId),
              checkDisabled: full && !checked.has(row.estimateId),
              onCheck: check,
            })}
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
