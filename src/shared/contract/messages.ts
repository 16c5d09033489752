import { z } from 'zod';
import { messageKinds } from '../domain/message-templates';
import { cursorQuerySchema, textSchema, timestampSchema, uuidSchema } from './common';

/** Longest address a message is sent to (RFC 5321's path limit). */
export const MAX_EMAIL_CHARS = 254;
/** Longest note a clerk adds to a sent document. */
export const MAX_SEND_NOTE_CHARS = 2000;
/** Longest reason a decline records. */
export const MAX_DECLINE_REASON_CHARS = 1000;

export const messageStatuses = ['waiting', 'delivered', 'failed'] as const;
export const messageStatusSchema = z.enum(messageStatuses);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const emailAddressSchema = z
  .email({ pattern: z.regexes.unicodeEmail, error: 'must be an e-mail address like name@example.com' })
  .max(MAX_EMAIL_CHARS, `must be at most ${MAX_EMAIL_CHARS} characters`);

export const messageSchema = z
  .object({
    id: uuidSchema,
    to: z.string(),
    kind: z.enum(messageKinds).meta({
      description:
        'extension: what the message is (an estimate or invoice sent, a visit scheduled, moved or taken off)',
    }),
    subject: z.string(),
    text: z.string().meta({ description: 'the plain-text body as sent; an estimate’s holds its link' }),
    status: messageStatusSchema.meta({
      description: 'waiting (in the outbox, or to be tried again), delivered (the mail server took it), failed',
    }),
    attempts: z.number().int(),
    lastError: z.string().nullable().meta({ description: 'why the last attempt failed, in plain words' }),
    estimateId: uuidSchema.nullable(),
    invoiceId: uuidSchema.nullable(),
    createdAt: timestampSchema,
    deliveredAt: timestampSchema.nullable(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const listMessagesQuerySchema = cursorQuerySchema.extend({
  estimateId: uuidSchema.optional().meta({ description: 'only the messages about this estimate' }),
  invoiceId: uuidSchema.optional().meta({ description: 'only the messages about this invoice' }),
});
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

/** POST /estimates/{estimateId}/send and POST /invoices/{invoiceId}/send. */
export const sendDocumentSchema = z
  .strictObject({
    to: emailAddressSchema.optional().meta({ description: "default: the customer's e-mail" }),
    message: textSchema(1, MAX_SEND_NOTE_CHARS).optional().meta({ description: 'a note put above the usual words' }),
  })
  .meta({ id: 'SendDocument' });
export type SendDocument = z.infer<typeof sendDocumentSchema>;

/** How a queued message leaves: by the mail worker now, or it waits in the outbox (no mail server set up). */
export const deliverySchema = z.enum(['sending', 'outbox']).meta({
  description: 'sending: the mail worker sends it shortly; outbox: no mail server is set up, it waits in the outbox',
});
export type Delivery = z.infer<typeof deliverySchema>;

export const declineEstimateSchema = z
  .strictObject({ reason: textSchema(1, MAX_DECLINE_REASON_CHARS).optional() })
  .meta({ id: 'DeclineEstimate' });
export type DeclineEstimate = z.infer<typeof declineEstimateSchema>;
