import { envelopeOf, listOf } from '../../shared/contract/common';
import { crewParamsSchema, crewSchema, listCrewsQuerySchema, updateCrewSchema } from '../../shared/contract/crews';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { listCrews, updateCrew } from './crews.service';
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

const updateCrewRoute = writeRoute('schedule:write', {
  method: 'patch',
  path: '/crews/{crewId}',
  summary: 'Set what a crew can do (beyond api.md)',
  description:
    "Extension. `serviceCategories`: the catalog's categories the crew takes (null: every one); `homeDistrictIds`: districts it prefers. Fit, the board and the planner respect them. Every problem at once (422).",
  request: {
    params: crewParamsSchema,
    body: { required: true, content: { 'application/json': { schema: updateCrewSchema } } },
  },
  responses: {
    200: { description: 'The crew as it is now', content: { 'application/json': { schema: envelopeOf(crewSchema) } } },
  },
});

export const crewsRouter = createRouter()
  .openapi(listCrewsRoute, async (c) => {
    const { orgId, crew } = c.var.caller;
    const items = await listCrews(c.var.deps.database.db, orgId, crew, c.req.valid('query'));
    return c.json(ok({ items }), 200);
  })
  .openapi(updateCrewRoute, async (c) => {
    const { crewId } = c.req.valid('param');
    const body = c.req.valid('json');
    const crew = await c.var.runWrite(200, (tx) =>
      updateCrew(tx, c.var.caller.orgId, crewId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(crew), 200);
  });
