import { z } from 'zod';
import { envelopeOf, uuidSchema } from '../../shared/contract/common';
import { siteReportQuerySchema, siteReportSchema } from '../../shared/contract/site-report';
import { ok } from '../http/envelope';
import { createRouter, readRoute } from '../http/router';
import { reportFileName } from '../../shared/domain/site-report';
import { buildSiteReport } from './site-report.service';
import { crewAccess } from '../http/crew-access';

const siteReportRoute = readRoute(crewAccess.site('inventory:read'), {
  method: 'get',
  path: '/sites/{siteId}/report',
  summary: "A site's mapped tree inventory: summary counts and a GeoJSON FeatureCollection",
  request: { params: z.object({ siteId: uuidSchema }), query: siteReportQuerySchema },
  responses: {
    200: {
      description: 'The report; with download=1 it carries Content-Disposition: attachment',
      content: { 'application/json': { schema: envelopeOf(siteReportSchema) } },
    },
  },
});

export const siteReportRouter = createRouter().openapi(siteReportRoute, async (c) => {
  const { database, clock } = c.var.deps;
  const report = await buildSiteReport(database.db, c.var.caller.orgId, c.req.valid('param').siteId, clock.now());
  const headers: Record<string, string> = c.req.valid('query').download
    ? { 'Content-Disposition': `attachment; filename="${reportFileName(report)}"` }
    : {};
  return c.json(ok(report), 200, headers);
});
