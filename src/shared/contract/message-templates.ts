import { z } from 'zod';
import { textSchema } from './common';
import {
  MAX_TEMPLATE_BODY_CHARS,
  MAX_TEMPLATE_SUBJECT_CHARS,
  messageKinds,
  placeholdersOf,
  unknownPlaceholders,
  type MessageKind,
} from '../domain/message-templates';

export const messageKindSchema = z.enum(messageKinds).meta({
  description: 'estimate, invoice, or a visit notice: visitScheduled, visitMoved, visitCanceled',
});

/** The problem a text with placeholders the kind does not know has, naming each; null when it has none. */
export function placeholderProblem(kind: MessageKind, text: string): string | null {
  const unknown = unknownPlaceholders(kind, text);
  if (unknown.length === 0) return null;
  const names = unknown.map((name) => `{${name}}`).join(', ');
  const known = placeholdersOf[kind].map((name) => `{${name}}`).join(', ');
  return `${names} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} of this message; it can use ${known}`;
}

const templateText = (kind: MessageKind, min: number, max: number) =>
  textSchema(min, max).check((ctx) => {
    if (ctx.issues.length > 0) return;
    const problem = placeholderProblem(kind, ctx.value);
    if (problem !== null) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

const templateInputOf = (kind: MessageKind) =>
  z.strictObject({
    subject: templateText(kind, 1, MAX_TEMPLATE_SUBJECT_CHARS).refine((subject) => !/[\r\n]/.test(subject), {
      message: 'must be one line',
    }),
    body: templateText(kind, 1, MAX_TEMPLATE_BODY_CHARS),
  });

export const messageTemplateSchema = z
  .object({
    kind: messageKindSchema,
    subject: z.string(),
    body: z.string(),
    edited: z.boolean().meta({ description: 'false: the default words, what an organization that never edits sends' }),
    placeholders: z.array(z.string()).meta({ description: 'the placeholders this kind may use, without braces' }),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplateRecord = z.infer<typeof messageTemplateSchema>;

export const messageTemplatesSchema = z
  .object({ templates: z.array(messageTemplateSchema).meta({ description: 'one per kind, in a fixed order' }) })
  .meta({ id: 'MessageTemplates' });
export type MessageTemplates = z.infer<typeof messageTemplatesSchema>;

/**
 * PATCH /org/message-templates (extension, org:write): the kinds named get these words. Closed; a
 * placeholder the kind does not know is a 422 naming it, and nothing is saved.
 */
export const updateMessageTemplatesSchema = z
  .strictObject({
    estimate: templateInputOf('estimate').optional(),
    invoice: templateInputOf('invoice').optional(),
    visitScheduled: templateInputOf('visitScheduled').optional(),
    visitMoved: templateInputOf('visitMoved').optional(),
    visitCanceled: templateInputOf('visitCanceled').optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'must change at least one template',
    path: [],
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'UpdateMessageTemplates' });
export type UpdateMessageTemplates = z.infer<typeof updateMessageTemplatesSchema>;
