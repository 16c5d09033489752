import { envelopeOf } from '../../shared/contract/common';
import {
  automaticOrderSchema,
  MAX_ROUTE_STATUS_RANGE_DAYS,
  optimizeResultSchema,
  routeOrderResultSchema,
  routeParamsSchema,
  routeSchema,
  routeStatusListSchema,
  routeStatusQuerySchema,
  setRouteOrderSchema,
} from '../../shared/contract/routes';
import { actionIdHeaders } from '../../shared/contract/schedule-actions';
import { runAction } from '../crew-days/journaled-write';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { getRoute, requestOptimization, setRouteAutomatic, setRouteOrder } from './route.service';
import { listRouteStatuses } from './route-statuses.service';
import { crewAccess } from '../http/crew-access';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
const orderResult = {
  description: "The day's order mode, new version and order",
  headers: actionIdHeaders,
  ...json(envelopeOf(routeOrderResultSchema)),
};

const listRouteStatusesRoute = readRoute(crewAccess.narrowed('routing:read'), {
  method: 'get',
  path: '/routes',
  summary: 'Read the route status of every crew-day of a range (the board)',
  description: `Crew-days holding placements or a route, by day then crew. \`to\` at most ${MAX_ROUTE_STATUS_RANGE_DAYS} days after \`from\`, else 422.`,
  request: { query: routeStatusQuerySchema },
  responses: { 200: { description: 'The statuses', ...json(envelopeOf(routeStatusListSchema)) } },
});

const getRouteRoute = readRoute(crewAccess.crewDay('routing:read'), {
  method: 'get',
  path: '/routes/{crewId}/{date}',
  summary: "Read a crew's day: status, drive order, legs and geometry",
  description:
    "Read `controlVersion` before setting an order. `crewId` `unassigned` reads the day's pencilled work with no crew.",
  request: { params: routeParamsSchema },
  responses: { 200: { description: 'The route', ...json(envelopeOf(routeSchema)) } },
});

const optimizeRoute = writeRoute('routing:write', {
  method: 'post',
  path: '/routes/{crewId}/{date}/optimize',
  summary: 'Queue an optimization of the day (billed); poll the GET until ready',
  request: { params: routeParamsSchema },
  responses: { 200: { description: 'Queued', ...json(envelopeOf(optimizeResultSchema)) } },
});

const orderRoute = writeRoute('routing:write', {
  method: 'post',
  path: '/routes/{crewId}/{date}/order',
  summary: 'Set the complete drive order of the day by hand (manual)',
  description:
    'A stale `expectedVersion` answers 409 `conflict`; a partial, foreign or repeated list answers 422 naming the entries.',
  request: { params: routeParamsSchema, body: { required: true, ...json(setRouteOrderSchema) } },
  responses: { 200: orderResult },
});

const automaticRoute = writeRoute('routing:write', {
  method: 'post',
  path: '/routes/{crewId}/{date}/automatic',
  summary: 'Let the optimizer order the day again; the order is unchanged until it does',
  request: { params: routeParamsSchema, body: { required: true, ...json(automaticOrderSchema) } },
  responses: { 200: orderResult },
});

/** api.md "Routes": a crew-day's drive order, its optimization and who controls it. */
export const routesRouter = createRouter()
  .openapi(listRouteStatusesRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const { orgId, crew } = c.var.caller;
    return c.json(ok(await listRouteStatuses(database.db, orgId, crew, c.req.valid('query'), clock.now())), 200);
  })
  .openapi(getRouteRoute, async (c) => {
    const { database, clock } = c.var.deps;
    return c.json(ok(await getRoute(database.db, c.var.caller.orgId, c.req.valid('param'), clock.now())), 200);
  })
  .openapi(optimizeRoute, async (c) => {
    const params = c.req.valid('param');
    const result = await c.var.runWrite(200, (tx) =>
      requestOptimization(tx, c.var.caller.orgId, params, c.var.deps.clock.now()),
    );
    return c.json(ok(result), 200);
  })
  .openapi(orderRoute, async (c) => {
    const params = c.req.valid('param');
    const body = c.req.valid('json');
    const result = await runAction(c, 'reorder', (tx) =>
      setRouteOrder(tx, c.var.caller.orgId, params, body, c.var.deps.clock.now()),
    );
    return c.json(ok(result), 200);
  })
  .openapi(automaticRoute, async (c) => {
    const params = c.req.valid('param');
    const body = c.req.valid('json');
    const result = await runAction(c, 'unpin', (tx) =>
      setRouteAutomatic(tx, c.var.caller.orgId, params, body, c.var.deps.clock.now()),
    );
    return c.json(ok(result), 200);
  });
