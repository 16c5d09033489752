import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Message } from '../../../shared/contract/messages';
import { messageKindLabels } from '../../../shared/domain/message-templates';
import { useApi } from '../../lib/api-context';
import { orgSettingsQuery } from '../../org/api/org-queries';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Badge, type Tone } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { Panel } from '../../ui/panel';
import { Table } from '../../ui/table';
import { messagePagesQuery } from '../api/message-queries';
import './outbox.css';

/** A message's state as the office reads it: a word, its tone, and a sentence of what happens next. */
function standing(message: Message, when: (iso: string) => string): { word: string; tone: Tone; detail: string } {
  if (message.status === 'delivered')
    return {
      word: 'Delivered',
      tone: 'success',
      detail: message.deliveredAt ? `Handed to the mail server ${when(message.deliveredAt)}.` : '',
    };
  if (message.status === 'failed')
    return { word: 'Failed', tone: 'danger', detail: message.lastError ?? 'The message could not be sent.' };
  if (message.attempts === 0) return { word: 'Waiting', tone: 'info', detail: 'Not sent yet.' };
  return {
    word: 'Waiting',
    tone: 'warning',
    detail: `Will be tried again. ${message.lastError ?? ''}`.trim(),
  };
}

/** Where the message's record is: the estimate or invoice it sent. */
const recordPath = (message: Message) =>
  message.estimateId ? `/estimates/${message.estimateId}` : message.invoiceId ? `/invoices/${message.invoiceId}` : null;

/**
 * The Outbox: every e-mail queued for customers, to whom and when, and whether it was delivered
 * (handed to the mail server), is waiting (no mail server set up, or to be tried again) or failed,
 * with the reason in plain words. The change
 * feed keeps it current as the mail worker sends.
 */
export function OutboxPage() {
  const api = useApi();
  const timeZone = useQuery({ ...orgSettingsQuery(api), select: (settings) => settings.timeZone }).data;
  const when = useMemo(() => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return (iso: string) => format.format(new Date(iso));
  }, [timeZone]);
  const pages = useInfiniteQuery(messagePagesQuery(api));
  const messages = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader title="Outbox" subtitle="E-mails to customers, newest first" />
      <Panel title="Messages">
        {pages.isPending ? (
          <Loading label="Loading the outbox" />
        ) : pages.isError ? (
          <ApiErrorNotice error={pages.error} />
        ) : messages.length === 0 ? (
          <EmptyState title="Nothing sent yet">
            Estimates and invoices sent with “Send to customer”, and notices of visits to customers, are listed here.
          </EmptyState>
        ) : (
          <div className="stack">
            <Table caption="Messages to customers">
              <thead>
                <tr>
                  {/* When the message was queued (createdAt): a waiting one has not been sent. */}
                  <th scope="col">Queued</th>
                  <th scope="col">What</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((message) => {
                  const state = standing(message, when);
                  const path = recordPath(message);
                  return (
                    <tr key={message.id}>
                      <td className="outbox__when">{when(message.createdAt)}</td>
                      <td>{messageKindLabels[message.kind]}</td>
                      <td>{message.to}</td>
                      <td>{path ? <Link to={path}>{message.subject}</Link> : message.subject}</td>
                      <td>
                        <div className="outbox__status">
                          <Badge tone={state.tone}>{state.word}</Badge>
                          {state.detail && <span className="outbox__detail">{state.detail}</span>}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
            <LoadMore
              shownLabel={`${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`}
              {...morePagesOf(pages)}
            />
          </div>
        )}
      </Panel>
    </>
  );
}
