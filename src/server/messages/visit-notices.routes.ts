import { type z } from 'zod';
import { envelopeOf } from '../../shared/contract/common';
import {
  tellCustomersResultSchema,
  tellCustomersSchema,
  toldVisitsQuerySchema,
  toldVisitsSchema,
} from '../../shared/contract/visit-notices';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { readToldVisits, tellCustomers } from './visit-notices.service';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema: envelopeOf(schema) } });

const tellCustomersRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/notices',
  summary: "Tell these jobs' customers when their work is now scheduled (beyond api.md)",
  description:
    "Extension: the board's \"Tell the customer\" under the visit notice policy ask (docs/decisions/messages.md). Each job's notice is queued to leave a minute after its last change and tells the state then: scheduled for a day, moved to a day, or no longer scheduled. The jobs are named, or are those of the board's actions (`actionIds`, each still undoable). Refused (422) while the policy is off; an unknown job or action is a 404 and nothing is queued.",
  request: { body: { required: true, content: { 'application/json': { schema: tellCustomersSchema } } } },
  responses: { 200: { description: 'What happens for each job', content: json(tellCustomersResultSchema) } },
});

const toldVisitsRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/schedule/notices',
  summary: 'The visits in a span whose customer was told of their day (beyond api.md)',
  description: "Extension: the board's marks, for the span the board shows.",
  request: { query: toldVisitsQuerySchema },
  responses: { 200: { description: 'The told visits', content: json(toldVisitsSchema) } },
});

export const visitNoticesRouter = createRouter()
  .openapi(tellCustomersRoute, async (c) => {
    const asked = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const result = await c.var.runWrite(200, (tx) => tellCustomers(tx, c.var.caller.orgId, asked, now));
    return c.json(ok(result), 200);
  })
  .openapi(toldVisitsRoute, async (c) => {
    const { from, to } = c.req.valid('query');
    const items = await readToldVisits(c.var.deps.database.db, c.var.caller.orgId, from, to);
    return c.json(ok({ items }), 200);
  });
