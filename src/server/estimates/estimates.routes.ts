import { z } from 'zod';
import { cursorPageOf, envelopeOf, uuidSchema } from '../../shared/contract/common';
import {
  createEstimateSchema,
  estimateSchema,
  listEstimatesQuerySchema,
  markLinesDoneSchema,
  updateEstimateLineSchema,
} from '../../shared/contract/estimates';
import { declineEstimateSchema } from '../../shared/contract/messages';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { crewAccess } from '../http/crew-access';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { pageEstimates } from './estimate-list.service';
import {
  acceptEstimate,
  cancelEstimate,
  createEstimate,
  declineEstimate,
  duplicateEstimate,
  getEstimate,
  markLinesDone,
  updateLine,
} from './estimates.service';
import type { LineMarker } from './estimates.repo';
import { cursorsOf } from '../http/cursor';

const estimateResponse = { content: { 'application/json': { schema: envelopeOf(estimateSchema) } } };
const estimateParams = z.object({ estimateId: uuidSchema });

const createEstimateRoute = writeRoute('estimates:write', {
  method: 'post',
  path: '/estimates',
  summary: 'Write a draft estimate of catalog-backed lines',
  description: 'Totals are computed from quantities and unit prices; a total sent by the client is ignored.',
  request: { body: { required: true, content: { 'application/json': { schema: createEstimateSchema } } } },
  responses: {
    201: { description: 'Created as a draft with its JOB number', ...estimateResponse },
    200: { description: 'Replay of an earlier create', ...estimateResponse },
  },
});

const listEstimatesRoute = readRoute(crewAccess.narrowed('estimates:read'), {
  method: 'get',
  path: '/estimates',
  summary: 'List estimates, oldest first, by site, payer or status (beyond api.md)',
  request: { query: listEstimatesQuerySchema },
  responses: {
    200: {
      description: 'A page of estimates',
      content: { 'application/json': { schema: envelopeOf(cursorPageOf(estimateSchema)) } },
    },
  },
});

const getEstimateRoute = readRoute(crewAccess.estimate('estimates:read'), {
  method: 'get',
  path: '/estimates/{estimateId}',
  summary: 'Read one estimate with its lines',
  request: { params: estimateParams },
  responses: { 200: { description: 'The estimate', ...estimateResponse } },
});

const acceptEstimateRoute = writeRoute('estimates:write', {
  method: 'post',
  path: '/estimates/{estimateId}/accept',
  summary: 'Record that the customer accepted the estimate',
  description:
    'Draft or sent becomes accepted; accepting an accepted estimate answers it unchanged; declined, canceled, scheduled or completed work answers 422.',
  request: { params: estimateParams },
  responses: { 200: { description: 'The accepted estimate', ...estimateResponse } },
});

const cancelEstimateRoute = writeRoute('estimates:write', {
  method: 'post',
  path: '/estimates/{estimateId}/cancel',
  summary: 'Cancel a draft or sent estimate nobody will accept (beyond api.md)',
  description:
    'Extension. Draft or sent becomes canceled (it keeps its number and stays listed); canceling a canceled estimate answers it unchanged; accepted, scheduled, completed or declined work answers 422 on `status`.',
  request: { params: estimateParams },
  responses: { 200: { description: 'The canceled estimate', ...estimateResponse } },
});

const declineEstimateRoute = writeRoute('estimates:write', {
  method: 'post',
  path: '/estimates/{estimateId}/decline',
  summary: 'Record that the customer declined the estimate, with their reason (beyond api.md)',
  description:
    'Extension. Draft or sent becomes declined (declinedAt, declinedReason); declining a declined estimate answers it unchanged; accepted, scheduled, completed or canceled work answers 422 on `status`. A declined estimate cannot be accepted (api.md).',
  request: {
    params: estimateParams,
    body: { required: true, content: { 'application/json': { schema: declineEstimateSchema } } },
  },
  responses: { 200: { description: 'The declined estimate', ...estimateResponse } },
});

const duplicateEstimateRoute = writeRoute('estimates:write', {
  method: 'post',
  path: '/estimates/{estimateId}/duplicate',
  summary: 'Copy an estimate as a new draft (beyond api.md)',
  description:
    "Extension. Same site and lines (prices, hours and trees as they were), a new JOB number, status draft, payer and expiry as on create; any status may be copied. Another organization's estimate is 404.",
  request: { params: estimateParams },
  responses: {
    201: { description: 'The new draft', ...estimateResponse },
    200: { description: 'Replay of an earlier duplicate', ...estimateResponse },
  },
});

const updateEstimateLineRoute = writeRoute(crewAccess.estimate('estimates:write'), {
  method: 'patch',
  path: '/estimates/{estimateId}/lines/{lineId}',
  summary: "Change a line's hours or price, or mark its work done or pending (beyond api.md)",
  description:
    "Extension. Hours only while the estimate is a draft (otherwise 422 on `status`); a price while a draft, or afterwards only for a line nobody priced, never on a declined or canceled estimate (otherwise 422 on `unitPriceCents`). `status` done or pending on accepted work only, and never back to pending once billed (otherwise 422 on `status`); done records `doneAt` and `doneBy`, and once every line is done the estimate reads `completed`. A crew key (field:write) changes only `status`, on its crew's days. A line of another estimate is 404. The estimate's hours and total are re-summed.",
  request: {
    params: estimateParams.extend({ lineId: uuidSchema }),
    body: { required: true, content: { 'application/json': { schema: updateEstimateLineSchema } } },
  },
  responses: { 200: { description: 'The estimate with the changed line', ...estimateResponse } },
});

const markLinesDoneRoute = writeRoute(crewAccess.estimate('estimates:write'), {
  method: 'post',
  path: '/estimates/{estimateId}/lines/done',
  summary: "Mark a whole stop's work done in one request (beyond api.md)",
  description:
    "Extension. Every line of the estimate, or those `lineIds` names, reads done (lines done already keep when and by whom). Accepted work only (otherwise 422 on `status`); a line not of this estimate is a 422 on its `lineIds` entry. A crew key (field:write) on its crew's days.",
  request: {
    params: estimateParams,
    body: { required: true, content: { 'application/json': { schema: markLinesDoneSchema } } },
  },
  responses: { 200: { description: 'The estimate with its lines done', ...estimateResponse } },
});

/** Who is marking: the calling key and its name (a line done records them). */
const markerOf = (c: Context<AppEnv>): LineMarker => ({ keyId: c.var.caller.keyId, name: c.var.caller.keyName });

export const estimatesRouter = createRouter()
  .openapi(listEstimatesRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const { orgId, crew } = c.var.caller;
    const page = await pageEstimates(database.db, orgId, crew, c.req.valid('query'), clock.now(), cursorsOf(c));
    return c.json(ok(page), 200);
  })
  .openapi(createEstimateRoute, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(201, (tx) => createEstimate(tx, c.var.caller.orgId, body, now));
    return c.json(ok(estimate, 201), 201);
  })
  .openapi(getEstimateRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const estimate = await getEstimate(database.db, c.var.caller.orgId, c.req.valid('param').estimateId, clock.now());
    return c.json(ok(estimate), 200);
  })
  .openapi(acceptEstimateRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(200, (tx) => acceptEstimate(tx, c.var.caller.orgId, estimateId, now));
    return c.json(ok(estimate), 200);
  })
  .openapi(cancelEstimateRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(200, (tx) => cancelEstimate(tx, c.var.caller.orgId, estimateId, now));
    return c.json(ok(estimate), 200);
  })
  .openapi(declineEstimateRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(200, (tx) =>
      declineEstimate(tx, c.var.caller.orgId, estimateId, reason?.trim() || null, now),
    );
    return c.json(ok(estimate), 200);
  })
  .openapi(duplicateEstimateRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(201, (tx) => duplicateEstimate(tx, c.var.caller.orgId, estimateId, now));
    return c.json(ok(estimate, 201), 201);
  })
  .openapi(updateEstimateLineRoute, async (c) => {
    const { estimateId, lineId } = c.req.valid('param');
    const body = c.req.valid('json');
    if (c.var.caller.crew && (body.estimatedHours !== undefined || body.unitPriceCents !== undefined))
      throw new AppError(
        'forbidden',
        403,
        "A crew key marks a line's work done or pending only: its hours and price take estimates:write",
        { missingScope: 'estimates:write', keyScopes: c.var.caller.scopes },
      );
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(200, (tx) =>
      updateLine(tx, c.var.caller.orgId, estimateId, lineId, body, markerOf(c), now),
    );
    return c.json(ok(estimate), 200);
  })
  .openapi(markLinesDoneRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(200, (tx) =>
      markLinesDone(tx, c.var.caller.orgId, estimateId, body, markerOf(c), now),
    );
    return c.json(ok(estimate), 200);
  });
