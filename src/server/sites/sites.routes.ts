import { z } from 'zod';
import { cursorPageOf, envelopeOf, uuidSchema } from '../../shared/contract/common';
import { createSiteSchema, listSitesQuerySchema, moveSiteSchema, siteSchema } from '../../shared/contract/sites';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { locateSite } from './site-location';
import { createSite, getSite, moveSite, pageSites } from './sites.service';
import { cursorsOf } from '../http/cursor';
import { crewAccess } from '../http/crew-access';

const siteResponse = { content: { 'application/json': { schema: envelopeOf(siteSchema) } } };

const listSitesRoute = readRoute(crewAccess.narrowed('sites:read'), {
  method: 'get',
  path: '/sites',
  summary: 'List job sites, oldest first',
  request: { query: listSitesQuerySchema },
  responses: {
    200: {
      description: 'A page of sites',
      content: { 'application/json': { schema: envelopeOf(cursorPageOf(siteSchema)) } },
    },
  },
});

const siteParamsSchema = z.object({ siteId: uuidSchema });

const getSiteRoute = readRoute(crewAccess.site('sites:read'), {
  method: 'get',
  path: '/sites/{siteId}',
  summary: 'Read one job site',
  request: { params: siteParamsSchema },
  responses: { 200: { description: 'The site', ...siteResponse } },
});

const createSiteRoute = writeRoute('sites:write', {
  method: 'post',
  path: '/sites',
  summary: 'Create a job site; the address is geocoded and settles the coordinates',
  request: { body: { required: true, content: { 'application/json': { schema: createSiteSchema } } } },
  responses: {
    201: { description: 'Created', ...siteResponse },
    200: { description: 'Replay of an earlier create', ...siteResponse },
  },
});

const moveSiteRoute = writeRoute('sites:write', {
  method: 'patch',
  path: '/sites/{siteId}',
  summary: "Set a site's position by hand (beyond api.md)",
  description:
    'Extension. Both coordinates, every problem at once (422). The site reads locationPrecision `manual`; its districts are tagged again and the routes of the crew-days visiting it from today on go stale and are planned again.',
  request: {
    params: siteParamsSchema,
    body: { required: true, content: { 'application/json': { schema: moveSiteSchema } } },
  },
  responses: { 200: { description: 'The site as it is now', ...siteResponse } },
});

export const sitesRouter = createRouter()
  .openapi(listSitesRoute, async (c) => {
    const { orgId, crew } = c.var.caller;
    const page = await pageSites(c.var.deps.database.db, orgId, crew, c.req.valid('query'), cursorsOf(c));
    return c.json(ok(page), 200);
  })
  .openapi(getSiteRoute, async (c) => {
    const site = await getSite(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('param').siteId);
    return c.json(ok(site), 200);
  })
  .openapi(createSiteRoute, async (c) => {
    const body = c.req.valid('json');
    // The geocoder may be a network call: done before the transaction opens, never inside it.
    const location = await locateSite(c.var.deps.geocoder, body);
    const site = await c.var.runWrite(201, (tx) =>
      createSite(tx, c.var.caller.orgId, body, location, c.var.deps.clock.now()),
    );
    return c.json(ok(site, 201), 201);
  })
  .openapi(moveSiteRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    const body = c.req.valid('json');
    const site = await c.var.runWrite(200, (tx) =>
      moveSite(tx, c.var.caller.orgId, siteId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(site), 200);
  });
