/** E-mails to customers and the queue that sends them (docs/decisions/runtime.md "The mail queue"; migration 0029). */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageKind } from '../../../shared/domain/message-templates';
import { timestamps } from './columns';
import { organizations } from './platform';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const messages = pgTable(
  'messages',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id),
    id: uuid('id').notNull(),
    /** GET /messages pages by it, newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text body as sent (it holds the estimate's link). */
    bodyText: text('body_text').notNull(),
    /** Which template it was written from (migration 0037 named the earlier ones by their record). */
    kind: text('kind').$type<MessageKind>().notNull(),
    /** A visit notice's day as it tells it: the new day, or the day no longer kept (docs/decisions/messages.md). */
    visitDay: date('visit_day', { mode: 'string' }),
    estimateId: uuid('estimate_id'),
    invoiceId: uuid('invoice_id'),
    /** The document as it stood when sent, the very bytes GET .../document.pdf answered then. */
    attachment: bytea('attachment'),
    attachmentName: text('attachment_name'),
    /** waiting (queued, backing off or leased), delivered, failed (attempts spent or refused for good). */
    status: text('status').$type<'waiting' | 'delivered' | 'failed'>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Waiting: due at; leased: the lease runs until then. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    leaseId: uuid('lease_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('messages_org_seq_idx').on(t.orgId, t.seq),
    index('messages_due_idx')
      .on(t.availableAt)
      .where(sql`status = 'waiting'`),
    check('messages_status_check', sql`${t.status} IN ('waiting', 'delivered', 'failed')`),
    // One notice per job still gathering changes (never claimed): later changes rewrite it.
    uniqueIndex('messages_one_pending_visit_idx')
      .on(t.orgId, t.estimateId)
      .where(sql`kind IN ('visitScheduled', 'visitMoved', 'visitCanceled') AND status = 'waiting' AND attempts = 0`),
    index('messages_visit_estimate_idx')
      .on(t.orgId, t.estimateId, t.seq)
      .where(sql`kind IN ('visitScheduled', 'visitMoved', 'visitCanceled')`),
    check('messages_one_record_check', sql`(${t.estimateId} IS NULL) <> (${t.invoiceId} IS NULL)`),
  ],
);

/** An organization's own words for a kind of message; a kind without a row uses the default (migration 0037). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').$type<MessageKind>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind] })],
);
