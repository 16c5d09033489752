import { envelopeOf } from '../../shared/contract/common';
import { bumpResultSchema, bumpSchema } from '../../shared/contract/bump';
import { emergencyResultSchema, emergencySchema } from '../../shared/contract/emergency';
import { fitQuerySchema, fitResultSchema } from '../../shared/contract/fit';
import { reassignResultSchema, reassignSchema } from '../../shared/contract/reassign';
import { actionIdHeaders } from '../../shared/contract/schedule-actions';
import { runAction } from '../crew-days/journaled-write';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { rankFitsFor } from './fit.service';
import { bumpDay } from './schedule-bump.service';
import { putEmergencyNext } from './schedule-emergency.service';
import { reassignDay } from './schedule-reassign.service';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

const bumpRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/bump',
  summary: "Move a crew's whole day forward by working days",
  description:
    'All or nothing. `days` is 1 to 60 working days. A target day changed by a concurrent bump answers 409 `conflict`: nothing moved, try again.',
  request: { body: { required: true, ...json(bumpSchema) } },
  responses: {
    200: { description: 'Where the day went', headers: actionIdHeaders, ...json(envelopeOf(bumpResultSchema)) },
  },
});

const reassignRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/reassign',
  summary: "Hand a crew's day to another crew on the same date",
  request: { body: { required: true, ...json(reassignSchema) } },
  responses: {
    200: {
      description: 'What moved and what stayed',
      headers: actionIdHeaders,
      ...json(envelopeOf(reassignResultSchema)),
    },
  },
});

const emergencyRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/emergency',
  summary: 'Put a job next on a crew day',
  request: { body: { required: true, ...json(emergencySchema) } },
  responses: {
    200: {
      description: 'The day with the job in front',
      headers: actionIdHeaders,
      ...json(envelopeOf(emergencyResultSchema)),
    },
  },
});

const fitRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/schedule/fit',
  summary: 'Rank (crew, day) pairs for work; never places',
  description:
    "`days` is 1 to 60 working days from `from`. Each fit also carries `detourMeters`, the cheapest insertion into the day's drive order.",
  request: { query: fitQuerySchema },
  responses: { 200: { description: 'Every candidate day, best first', ...json(envelopeOf(fitResultSchema)) } },
});

/** The day-level operations of api.md "Schedule" (bump, reassign, emergency) and the fit ranking. */
export const scheduleOpsRouter = createRouter()
  .openapi(bumpRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await runAction(c, 'bump', (tx) => bumpDay(tx, c.var.caller.orgId, body, c.var.deps.clock.now()));
    return c.json(ok(result), 200);
  })
  .openapi(reassignRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await runAction(c, 'reassign', (tx) =>
      reassignDay(tx, c.var.caller.orgId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(result), 200);
  })
  .openapi(emergencyRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await runAction(c, 'emergency', (tx) =>
      putEmergencyNext(tx, c.var.caller.orgId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(result), 200);
  })
  .openapi(fitRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const result = await rankFitsFor(
      database.db,
      c.var.caller.orgId,
      c.req.valid('query'),
      clock.now(),
      c.var.readCache,
    );
    return c.json(ok(result), 200);
  });
