import { z } from 'zod';
import { envelopeOf } from '../../shared/contract/common';
import { orgSettingsSchema, updateOrgSettingsSchema } from '../../shared/contract/org';
import { notFound } from '../http/app-error';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { changeOrgSettings, readOrgSettings } from './org-settings.service';
import { findOrganizationLogo } from './orgs.service';
import { crewAccess } from '../http/crew-access';

const settingsAnswer = {
  description: 'The settings',
  content: { 'application/json': { schema: envelopeOf(orgSettingsSchema) } },
};

/** `schedule:read`: the board and the map are what need the zone and the depot; no new scope to hand out. */
const readOrgRoute = readRoute(crewAccess.narrowed('schedule:read'), {
  method: 'get',
  path: '/org',
  summary: "The caller's organization settings: time zone, depot, placeholder hours, freeze horizon, the company",
  responses: { 200: settingsAnswer },
});

/** Extension: what the office may change, under a scope of its own (docs/decisions/security.md "org:write"). */
const updateOrgRoute = writeRoute('org:write', {
  method: 'patch',
  path: '/org',
  summary: 'Change the company as customer documents print it, the default estimate validity and the distance unit',
  request: {
    body: { content: { 'application/json': { schema: updateOrgSettingsSchema } }, required: true },
  },
  responses: { 200: settingsAnswer },
});

/** Read like GET /org: whoever may read the settings may see the logo they describe. */
const readLogoRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/org/logo',
  summary: "The organization's logo as stored (PNG or JPEG); 404 without one",
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/png': { schema: z.string().meta({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
  },
});

export const orgRouter = createRouter()
  .openapi(readOrgRoute, async (c) => {
    const settings = await readOrgSettings(c.var.deps.database.db, c.var.caller.orgId);
    return c.json(ok(settings), 200);
  })
  .openapi(updateOrgRoute, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const settings = await c.var.runWrite(200, (tx) => changeOrgSettings(tx, c.var.caller.orgId, body, now));
    return c.json(ok(settings), 200);
  })
  .openapi(readLogoRoute, async (c) => {
    const logo = await findOrganizationLogo(c.var.deps.database.db, c.var.caller.orgId);
    if (!logo) throw notFound('Logo');
    // A copy: a driver may hand back a view on a shared buffer, which a response body cannot take.
    return c.body(new Uint8Array(logo.image), 200, { 'Content-Type': logo.contentType });
  });
