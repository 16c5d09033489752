import { createRoute } from '@hono/zod-openapi';
import { envelopeOf, errorEnvelopeSchema } from '../../shared/contract/common';
import { apiKeySchema } from '../../shared/contract/keys';
import { ok } from '../http/envelope';
import { countedRequest } from '../http/rate-limit';
import { createRouter } from '../http/router';
import { findApiKeyOfOrg } from './api-keys';
import { toApiKey } from './keys.service';

const errorContent = { 'application/json': { schema: errorEnvelopeSchema } };

/**
 * GET /session (extension, docs/decisions/resources.md "The calling key"): any valid key reads
 * itself, no scope needed. The SPA asks it once per key: a crew's key opens the crew's day and is
 * kept on the phone, an office key opens the office.
 */
const sessionRoute = createRoute({
  method: 'get',
  path: '/session',
  summary: 'The calling key: its name, crew and scopes (beyond api.md)',
  description:
    "Extension. Any valid key may read itself, whatever its scopes: `crewId` says whether it is a crew's key. Never the key itself.",
  middleware: [countedRequest],
  security: [{ ApiKey: [] }],
  responses: {
    200: { description: 'The calling key', content: { 'application/json': { schema: envelopeOf(apiKeySchema) } } },
    401: { description: 'Missing, malformed, revoked or expired API key', content: errorContent },
    429: { description: 'Hourly quota exceeded', content: errorContent },
    500: { description: 'Service fault', content: errorContent },
  },
});

export const sessionRouter = createRouter().openapi(sessionRoute, async (c) => {
  const { orgId, keyId } = c.var.caller;
  const key = await findApiKeyOfOrg(c.var.deps.database.db, orgId, keyId);
  if (!key) throw new Error(`calling key ${keyId} vanished`);
  return c.json(ok(toApiKey(key)), 200);
});
