import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEstimate, Estimate } from '../../../shared/contract/estimates';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';

/** The estimate as the server answered, and every list it may now appear in or move between. */
function useEstimateChanged() {
  const queryClient = useQueryClient();
  return (estimate: Estimate) => {
    queryClient.setQueryData(queryKeys.estimates.detail(estimate.id), estimate);
    void queryClient.invalidateQueries({ queryKey: queryKeys.estimates.lists() });
  };
}

export interface CreateEstimateAttempt {
  body: CreateEstimate;
  /** One per attempt: the same when the user sends the same draft again after a lost answer. */
  idempotencyKey: string;
}

/** POST /estimates: a draft with its JOB number; the server's totals are the truth. */
export function useCreateEstimate() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateEstimateAttempt) => api.post('/estimates', { body, idempotencyKey }),
    onSuccess: useEstimateChanged(),
  });
}

/** POST /estimates/{id}/accept: the customer said yes; the work enters the board's unscheduled queue. */
export function useAcceptEstimate(estimateId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const estimateChanged = useEstimateChanged();
  return useMutation({
    mutationFn: () => api.post('/estimates/{estimateId}/accept', { path: { estimateId } }),
    onSuccess: (estimate) => {
      estimateChanged(estimate);
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.queues() });
    },
  });
}
