import { envelopeOf, listOf } from '../../shared/contract/common';
import { crewSchema, listCrewsQuerySchema } from '../../shared/contract/crews';
import { ok } from '../http/envelope';
import { createRouter, readRoute } from '../http/router';
import { listCrews } from './crews.service';
import { crewAccess } from '../http/crew-access';

const listCrewsRoute = readRoute(crewAccess.narrowed('schedule:read'), {
  method: 'get',
  path: '/crews',
  summary: 'List crews, archived ones included',
  request: { query: listCrewsQuerySchema },
  responses: {
    200: {
      description: 'Every crew by name (not paginated)',
      content: { 'application/json': { schema: envelopeOf(listOf(crewSchema)) } },
    },
  },
});

export const crewsRouter = createRouter().openapi(listCrewsRoute, async (c) => {
  const { orgId, crew } = c.var.caller;
  const items = await listCrews(c.var.deps.database.db, orgId, crew, c.req.valid('query'));
  return c.json(ok({ items }), 200);
});
