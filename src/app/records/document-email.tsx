import { useQuery } from '@tanstack/react-query';
import type { Message } from '../../shared/contract/messages';
import { useApi } from '../lib/api-context';
import { PAGE_SIZE } from '../lib/cursor-page';
import { queryKeys } from '../lib/query-keys';
import { useOrgDate } from '../org/use-org-date';

/** The estimate or invoice whose e-mails are asked after. */
export type EmailedRecord = { estimateId: string } | { invoiceId: string };

/** A sentence ends once: the Outbox's reasons come with or without their full stop. */
const asSentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

/**
 * Where the e-mail stands, in the Outbox's words (docs/decisions/estimates-and-invoices.md "Sent or
 * queued"): queued and waiting, handed to the mail server, or given up on with the reason. "Sent"
 * is not said of an e-mail that has not left.
 */
export function emailStandingWords(message: Message, formatDate: (iso: string) => string): string {
  const queued = `Queued for ${message.to} on ${formatDate(message.createdAt)}`;
  switch (message.status) {
    case 'delivered':
      return `E-mailed to ${message.to}: handed to the mail server on ${formatDate(message.deliveredAt ?? message.createdAt)}.`;
    case 'failed':
      return `${queued}, but not sent: ${asSentence(message.lastError ?? 'the mail server did not take it')}`;
    case 'waiting':
      return message.attempts === 0
        ? `${queued}: waiting in the Outbox, not sent yet.`
        : `${queued}: the mail server has not taken it yet, and it will be tried again.`;
  }
}

/**
 * How a document sent to its customer stands: its newest e-mail as the Outbox holds it (GET /messages
 * of the record, newest first; a visit notice about the same job is not its e-mail). A send that left
 * no e-mail to find (recorded before the Outbox, or a key that may not read it) is said as the
 * record says it: sent on its day. Kept current by the change feed's `message.changed`.
 */
export function DocumentEmailStanding({ record, sentAt }: { record: EmailedRecord; sentAt: string }) {
  const api = useApi();
  const formatDate = useOrgDate();
  const kind = 'estimateId' in record ? 'estimate' : 'invoice';
  const email = useQuery({
    queryKey: queryKeys.messages.ofRecord(record),
    queryFn: ({ signal }) => api.get('/messages', { query: { ...record, limit: PAGE_SIZE }, signal }),
    select: (page) => page.items.find((message) => message.kind === kind) ?? null,
  });
  if (email.isPending) return null;
  return (
    <p>{email.data ? emailStandingWords(email.data, formatDate) : `Sent to the customer on ${formatDate(sentAt)}.`}</p>
  );
}
