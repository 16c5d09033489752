import type { QueryClient } from '@tanstack/react-query';
import type { CreateEstimate, Estimate, EstimateLine } from '../../../shared/contract/estimates';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { formatCents, hoursOrUnknown } from '../../lib/format';
import { estimateTotalText } from '../../records/estimate-total-text';
import { useToast } from '../../ui/toast-context';

/** The estimate as the server answered; every list it may now appear in or move between is read again. */
const storeEstimate = (estimate: Estimate, queryClient: QueryClient) =>
  queryClient.setQueryData(queryKeys.estimates.detail(estimate.id), estimate);

export interface CreateEstimateAttempt {
  body: CreateEstimate;
  /** One per attempt: the same when the user sends the same draft again after a lost answer. */
  idempotencyKey: string;
}

/** POST /estimates: a draft with its JOB number; the server's totals are the truth. */
export function useCreateEstimate() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ body, idempotencyKey }: CreateEstimateAttempt) => api.post('/estimates', { body, idempotencyKey }),
    stored: storeEstimate,
    touches: () => [queryKeys.estimates.lists()],
    answered: (created) =>
      notify({
        tone: 'success',
        title: `${created.number} created`,
        body: `A draft for ${created.siteLabel}: ${estimateTotalText(created)}`,
      }),
  });
}

/** POST /estimates/{id}/accept: the customer said yes; the work enters the board's unscheduled queue. */
export function useAcceptEstimate(estimateId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: () => api.post('/estimates/{estimateId}/accept', { path: { estimateId } }),
    stored: storeEstimate,
    record: () => queryKeys.estimates.detail(estimateId),
    touches: () => [queryKeys.estimates.lists(), queryKeys.schedule.queues()],
    answered: (accepted) =>
      notify({ tone: 'success', title: `${accepted.number} accepted`, body: 'It waits in the board’s queue.' }),
  });
}

/** POST /estimates/{id}/cancel (extension): a draft or sent estimate nobody will accept, kept on file as canceled. */
export function useCancelEstimate(estimateId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: () => api.post('/estimates/{estimateId}/cancel', { path: { estimateId } }),
    stored: storeEstimate,
    record: () => queryKeys.estimates.detail(estimateId),
    touches: () => [queryKeys.estimates.lists()],
    answered: (canceled) =>
      notify({ tone: 'info', title: `${canceled.number} canceled`, body: 'It stays on file under its number.' }),
  });
}

export interface LineHoursChange {
  lineId: string;
  estimatedHours: number | null;
}

export interface LinePriceChange {
  lineId: string;
  unitPriceCents: number;
}

/**
 * PATCH /estimates/{id}/lines/{lineId} (extension): one field of a line; the server re-sums the
 * estimate's hours and total. The toast names the line and says what it now holds (`said`).
 */
function useLineChange<Change extends LineHoursChange | LinePriceChange>(
  estimateId: string,
  title: string,
  said: (line: EstimateLine, estimate: Estimate) => string,
) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ lineId, ...body }: Change) =>
      api.patch('/estimates/{estimateId}/lines/{lineId}', { path: { estimateId, lineId }, body }),
    stored: storeEstimate,
    record: () => queryKeys.estimates.detail(estimateId),
    touches: () => [queryKeys.estimates.lists()],
    answered: (estimate, { lineId }) => {
      const line = estimate.lines.find((candidate) => candidate.id === lineId);
      notify({
        tone: 'success',
        title,
        body: line ? `${estimate.number}, line ${line.lineNumber}: ${said(line, estimate)}` : estimate.number,
      });
    },
  });
}

/** A draft line's hours. */
export const useSetLineHours = (estimateId: string) =>
  useLineChange<LineHoursChange>(estimateId, 'Changes saved', (line) => hoursOrUnknown(line.estimatedHours));

/** A line's unit price, on a draft or for a line nobody priced; completed work priced whole becomes billable. */
export const useSetLinePrice = (estimateId: string) =>
  useLineChange<LinePriceChange>(
    estimateId,
    'Price saved',
    (line, estimate) => `${formatCents(line.unitPriceCents ?? 0)} each; total ${estimateTotalText(estimate)}`,
  );

/** POST /estimates/{id}/duplicate (extension): a new draft of the same site and lines, with its own number. */
export function useDuplicateEstimate(original: Pick<Estimate, 'id' | 'number'>) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ idempotencyKey }: { idempotencyKey: string }) =>
      api.post('/estimates/{estimateId}/duplicate', { path: { estimateId: original.id }, idempotencyKey }),
    stored: storeEstimate,
    touches: () => [queryKeys.estimates.lists()],
    answered: (copy) =>
      notify({
        tone: 'success',
        title: `${original.number} duplicated as ${copy.number}`,
        body: 'The copy is a draft.',
      }),
  });
}
