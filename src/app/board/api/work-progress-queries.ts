import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { WorkProgress, WorkProgressList } from '../../../shared/contract/work-progress';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { statusWeekOf, type StatusWeek } from './route-status-queries';

/** GET /schedule/progress for one calendar week: how far along each visit placed in it is. */
export function workProgressQuery(api: ApiClient, week: StatusWeek) {
  return queryOptions({
    queryKey: queryKeys.schedule.progressWeek(week),
    queryFn: ({ signal }) => api.get('/schedule/progress', { query: { from: week.from, to: week.to }, signal }),
  });
}

/**
 * A week's progress by visit (schedule id), built once per answer: each card of the week looks its
 * own up. By visit, not by job: a program round's visit is not done because its job's lines are.
 */
const visitIndexes = new WeakMap<WorkProgressList, Map<string, WorkProgress>>();

function progressByVisit(list: WorkProgressList): Map<string, WorkProgress> {
  let index = visitIndexes.get(list);
  if (!index) {
    index = new Map(list.items.map((item) => [item.scheduleId, item]));
    visitIndexes.set(list, index);
  }
  return index;
}

/**
 * How far along each visit of a day is, read with its week (every card of the week shares the one
 * request, as route statuses do); undefined while loading.
 */
export function useDayProgress(day: string): Map<string, WorkProgress> | undefined {
  const api = useApi();
  return useQuery({ ...workProgressQuery(api, statusWeekOf(day)), select: progressByVisit }).data;
}

export type ProgressState = 'not-started' | 'under-way' | 'done';

/** Not started (no line done), under way, or done (every line). A job of no lines reads not started. */
export function progressState({ done, total }: Pick<WorkProgress, 'done' | 'total'>): ProgressState {
  if (total > 0 && done >= total) return 'done';
  return done > 0 ? 'under-way' : 'not-started';
}
