import { envelopeOf } from '../../shared/contract/common';
import { orgSettingsSchema } from '../../shared/contract/org';
import { ok } from '../http/envelope';
import { createRouter, readRoute } from '../http/router';
import { readOrgSettings } from './org-settings.service';
import { crewAccess } from '../http/crew-access';

/** `schedule:read`: the board and the map are what need the zone and the depot; no new scope to hand out. */
const readOrgRoute = readRoute(crewAccess.narrowed('schedule:read'), {
  method: 'get',
  path: '/org',
  summary: "The caller's organization settings: time zone, depot, placeholder hours, freeze horizon",
  responses: {
    200: { description: 'The settings', content: { 'application/json': { schema: envelopeOf(orgSettingsSchema) } } },
  },
});

export const orgRouter = createRouter().openapi(readOrgRoute, async (c) => {
  const settings = await readOrgSettings(c.var.deps.database.db, c.var.caller.orgId);
  return c.json(ok(settings), 200);
});
