import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { CreateDistrict, District, UpdateDistrict } from '../../../shared/contract/districts';
import { MAX_LIST_ITEMS } from '../../../shared/contract/common';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';

/** GET /districts: every district of the organization (the board's district filter reads the same key). */
export function districtsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.schedule.districts(),
    queryFn: ({ signal }) => api.get('/districts', { signal }),
    select: (list) => list.items,
  });
}

/** The first page of the unscheduled queue, as large as the API gives: the points on the district map. */
export function queuePointsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.schedule.queuePoints(),
    queryFn: ({ signal }) => api.get('/schedule/unscheduled', { query: { limit: MAX_LIST_ITEMS }, signal }),
    select: (page) => page.items,
  });
}

/** How many unscheduled jobs lie in a map viewport (the queue's own bbox filter; one row fetched, the total read). */
export function queueInViewQuery(api: ApiClient, bbox: string) {
  return queryOptions({
    queryKey: [...queryKeys.schedule.queuePoints(), bbox] as const,
    queryFn: ({ signal }) => api.get('/schedule/unscheduled', { query: { bbox, limit: 1 }, signal }),
    select: (page) => page.total,
  });
}

/** POST /districts; a new district also changes which district each queue row is in. */
export function useCreateDistrict() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (draft: CreateDistrict) => api.post('/districts', { body: draft }),
    touches: () => [queryKeys.schedule.districts(), queryKeys.schedule.queues()],
    answered: (created) => notify({ tone: 'success', title: `District ${created.name} created` }),
  });
}

/** "renamed to Sellwood-Moreland", "reshaped", or both: what one save of an edit changed. */
const changedWords = (change: UpdateDistrict, after: District) =>
  [change.name !== undefined && `renamed to ${after.name}`, change.boundary && 'reshaped']
    .filter(Boolean)
    .join(' and ');

/** PATCH /districts/{districtId}: a rename changes the names shown; a new shape also changes which district each queue row is in. */
export function useUpdateDistrict() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ district, change }: { district: District; change: UpdateDistrict }) =>
      api.patch('/districts/{districtId}', { path: { districtId: district.id }, body: change }),
    touches: ({ change }) =>
      change.boundary
        ? [queryKeys.schedule.districts(), queryKeys.schedule.queues()]
        : [queryKeys.schedule.districts()],
    answered: (after, { district, change }) =>
      notify({ tone: 'success', title: `District ${district.name} ${changedWords(change, after)}` }),
  });
}

/** DELETE /districts/{districtId}: the district leaves the list and every queue row it tagged. */
export function useDeleteDistrict() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (district: District) => api.delete('/districts/{districtId}', { path: { districtId: district.id } }),
    touches: () => [queryKeys.schedule.districts(), queryKeys.schedule.queues()],
    answered: (_removed, district) => notify({ tone: 'success', title: `District ${district.name} deleted` }),
  });
}
