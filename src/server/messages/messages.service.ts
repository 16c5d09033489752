import type { ListMessagesQuery, Message } from '../../shared/contract/messages';
import type { DbOrTx, Tx } from '../db/client';
import { storedEnum, toIso, toIsoOrNull } from '../db/sql-helpers';
import { recordEvent } from '../events/events.service';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import { messageStatuses } from '../../shared/contract/messages';
import { messageKinds } from '../../shared/domain/message-templates';
import { insertMessage, listMessageRows, type MessageRow, type NewMessageRow } from './messages.repo';

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    to: row.toAddress,
    kind: storedEnum(messageKinds, row.kind),
    subject: row.subject,
    text: row.bodyText,
    status: storedEnum(messageStatuses, row.status),
    attempts: row.attempts,
    lastError: row.lastError,
    estimateId: row.estimateId,
    invoiceId: row.invoiceId,
    createdAt: toIso(row.createdAt),
    deliveredAt: toIsoOrNull(row.deliveredAt),
  };
}

/** Queues a message in the caller's transaction and tells the Outbox screens (change feed). */
export async function queueMessage(tx: Tx, row: NewMessageRow, now: Date): Promise<Message> {
  const message = toMessage(await insertMessage(tx, row));
  await recordEvent(
    tx,
    row.orgId,
    {
      type: 'message.changed',
      payload: {
        messageId: message.id,
        estimateId: message.estimateId,
        invoiceId: message.invoiceId,
        status: message.status,
      },
    },
    now,
  );
  return message;
}

/**
 * GET /messages: newest first, cursor paged. A key without invoices:read sees no invoice's
 * messages (docs/decisions/estimates-and-invoices.md "The Outbox").
 */
export async function pageMessages(
  db: DbOrTx,
  orgId: string,
  query: ListMessagesQuery,
  withInvoices: boolean,
  cursors: PositionCodec,
) {
  const rows = await listMessageRows(db, orgId, {
    beforeSeq: afterCursor(cursors, query.cursor),
    limit: query.limit,
    estimateId: query.estimateId,
    invoiceId: query.invoiceId,
    withInvoices,
  });
  return toPage(rows, query.limit, toMessage, cursors);
}
