import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { WorkProgress, WorkProgressList } from '../../../shared/contract/work-progress';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { statusWeekOf, type StatusWeek } from './route-status-queries';

/** GET /schedule/progress for one calendar week: lines done of each job placed in it. */
export function workProgressQuery(api: ApiClient, week: StatusWeek) {
  return queryOptions({
    queryKey: queryKeys.schedule.progressWeek(week),
    queryFn: ({ signal }) => api.get('/schedule/progress', { query: { from: week.from, to: week.to }, signal }),
  });
}

/** A week's progress by job, built once per answer: each card of the week looks its own up. */
const jobIndexes = new WeakMap<WorkProgressList, Map<string, WorkProgress>>();

function progressByJob(list: WorkProgressList): Map<string, WorkProgress> {
  let index = jobIndexes.get(list);
  if (!index) {
    index = new Map(list.items.map((item) => [item.estimateId, item]));
    jobIndexes.set(list, index);
  }
  return index;
}

/**
 * How far along each job of a day is, read with its week (every card of the week shares the one
 * request, as route statuses do); undefined while loading.
 */
export function useDayProgress(day: string): Map<string, WorkProgress> | undefined {
  const api = useApi();
  return useQuery({ ...workProgressQuery(api, statusWeekOf(day)), select: progressByJob }).data;
}

export type ProgressState = 'not-started' | 'under-way' | 'done';

/** Not started (no line done), under way, or done (every line). A job of no lines reads not started. */
export function progressState({ done, total }: Pick<WorkProgress, 'done' | 'total'>): ProgressState {
  if (total > 0 && done >= total) return 'done';
  return done > 0 ? 'under-way' : 'not-started';
}
