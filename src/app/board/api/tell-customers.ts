import { useQuery } from '@tanstack/react-query';
import type { TellCustomersResult } from '../../../shared/contract/visit-notices';
import { describeError } from '../../lib/describe-error';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { orgSettingsQuery } from '../../org/api/org-queries';
import { useToast } from '../../ui/toast-context';

/** The toast's words for what POST /schedule/notices did with each job. */
function toldWords({ notices }: TellCustomersResult): { title: string; body?: string } {
  const queued = notices.filter((notice) => notice.outcome === 'queued').length;
  const noEmail = notices.filter((notice) => notice.outcome === 'no_email').length;
  const missing = noEmail > 0 ? `${plural(noEmail, 'customer has', 'customers have')} no e-mail on file.` : undefined;
  if (queued === 0) return { title: 'Nothing new to tell the customer', ...(missing && { body: missing }) };
  return {
    title: queued === 1 ? 'The customer will be told' : `${queued} customers will be told`,
    body: ['The e-mail leaves in a minute, with the day as it is then.', missing].filter(Boolean).join(' '),
  };
}

/**
 * "Tell the customer" after a board change, offered when the organization asks the dispatcher
 * (visit notices `ask`): undefined otherwise. Sent with the change's Action-Ids, so the server
 * tells the customers of exactly the jobs it moved.
 */
export function useTellCustomers(): ((actionIds: readonly string[]) => void) | undefined {
  const api = useApi();
  const notify = useToast();
  const asks = useQuery({ ...orgSettingsQuery(api), select: (settings) => settings.visitNotices === 'ask' }).data;
  const { mutate } = useWrite({
    send: (actionIds: readonly string[]) => api.post('/schedule/notices', { body: { actionIds: [...actionIds] } }),
    touches: () => [queryKeys.messages.all],
    answered: (result) => notify({ tone: 'success', ...toldWords(result) }),
    failed: (error) => notify({ tone: 'danger', ...describeError(error) }),
  });
  return asks ? mutate : undefined;
}
