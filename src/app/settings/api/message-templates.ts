import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { MessageTemplates, UpdateMessageTemplates } from '../../../shared/contract/message-templates';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';

/** GET /org/message-templates: each kind of message's words, the organization's or the default. */
export function messageTemplatesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.org.messageTemplates(),
    queryFn: ({ signal }) => api.get('/org/message-templates', { signal }),
  });
}

/** PATCH /org/message-templates with one kind's words; the answer is every template as it now reads. */
export function useSaveTemplate() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (change: UpdateMessageTemplates) => api.patch('/org/message-templates', { body: change }),
    stored: (templates: MessageTemplates, queryClient) =>
      queryClient.setQueryData(queryKeys.org.messageTemplates(), templates),
    touches: () => [],
    answered: () => notify({ tone: 'success', title: 'Message saved', body: 'The next messages use these words.' }),
  });
}
