import type { QueryClient } from '@tanstack/react-query';
import type { Estimate } from '../../../shared/contract/estimates';
import type { SendDocument } from '../../../shared/contract/messages';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { sendToast } from '../../records/send-document-dialog';
import { useToast } from '../../ui/toast-context';

const storeEstimate = (estimate: Estimate, queryClient: QueryClient) =>
  queryClient.setQueryData(queryKeys.estimates.detail(estimate.id), estimate);

/** POST /estimates/{id}/send (extension): a draft reads sent; the e-mail is queued and the Outbox shows it. */
export function useSendEstimate(estimateId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (body: SendDocument) => api.post('/estimates/{estimateId}/send', { path: { estimateId }, body }),
    stored: (sent, queryClient) => storeEstimate(sent.estimate, queryClient),
    record: () => queryKeys.estimates.detail(estimateId),
    touches: () => [queryKeys.estimates.lists(), queryKeys.messages.all],
    answered: ({ estimate, message, delivery }) => notify(sendToast(estimate.number, delivery, message.to)),
  });
}

/** POST /estimates/{id}/handed (extension): given to the customer in person; nothing is e-mailed. */
export function useHandEstimate(estimateId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: () => api.post('/estimates/{estimateId}/handed', { path: { estimateId } }),
    stored: storeEstimate,
    record: () => queryKeys.estimates.detail(estimateId),
    touches: () => [queryKeys.estimates.lists()],
    answered: (estimate) =>
      notify({ tone: 'success', title: `${estimate.number} handed to the customer`, body: 'Nothing was e-mailed.' }),
  });
}

/** POST /estimates/{id}/decline (extension): the customer said no, for the reason given. */
export function useDeclineEstimate(estimateId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (body: { reason?: string }) => api.post('/estimates/{estimateId}/decline', { path: { estimateId }, body }),
    stored: storeEstimate,
    record: () => queryKeys.estimates.detail(estimateId),
    touches: () => [queryKeys.estimates.lists()],
    answered: (estimate) =>
      notify({ tone: 'info', title: `${estimate.number} declined`, body: 'It stays on file under its number.' }),
  });
}
