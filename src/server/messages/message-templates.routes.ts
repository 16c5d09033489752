import { type z } from 'zod';
import { envelopeOf } from '../../shared/contract/common';
import { messageTemplatesSchema, updateMessageTemplatesSchema } from '../../shared/contract/message-templates';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { changeMessageTemplates, readMessageTemplates } from './message-templates.service';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema: envelopeOf(schema) } });

/** Read like GET /org: whoever may read the settings may read the words (changing them takes org:write). */
const readTemplatesRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/org/message-templates',
  summary: "The organization's words for each kind of message, with the placeholders each may use (beyond api.md)",
  description:
    'Extension. One per kind (estimate, invoice, visitScheduled, visitMoved, visitCanceled); `edited` false is the default words.',
  responses: { 200: { description: 'Every template', content: json(messageTemplatesSchema) } },
});

const updateTemplatesRoute = writeRoute('org:write', {
  method: 'patch',
  path: '/org/message-templates',
  summary: 'Change the subject and body of some kinds of message (beyond api.md)',
  description:
    'Extension. Closed; the kinds named are replaced. A `{placeholder}` the kind does not know is a 422 naming it (field `<kind>.subject` or `<kind>.body`) and nothing is saved. Messages already queued keep their words.',
  request: { body: { required: true, content: { 'application/json': { schema: updateMessageTemplatesSchema } } } },
  responses: { 200: { description: 'Every template as it now reads', content: json(messageTemplatesSchema) } },
});

export const messageTemplatesRouter = createRouter()
  .openapi(readTemplatesRoute, async (c) => {
    const templates = await readMessageTemplates(c.var.deps.database.db, c.var.caller.orgId);
    return c.json(ok(templates), 200);
  })
  .openapi(updateTemplatesRoute, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const templates = await c.var.runWrite(200, (tx) => changeMessageTemplates(tx, c.var.caller.orgId, body, now));
    return c.json(ok(templates), 200);
  });
