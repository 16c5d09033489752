import { cursorPageOf, envelopeOf } from '../../shared/contract/common';
import {
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  listApiKeysQuerySchema,
} from '../../shared/contract/keys';
import { cursorsOf } from '../http/cursor';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { makeKey, pageKeys, revokeKey, withoutSecret } from './keys.service';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

const createKeyRoute = writeRoute('keys:write', {
  method: 'post',
  path: '/keys',
  summary: 'Make an API key, an office key or one bound to a crew (beyond api.md)',
  description:
    "Extension. The key is in this answer only (stored hashed; a replay answers `key: null`). Never more than the calling key holds itself; a crew key holds only the reads its crew's days narrow and field:write. Every problem at once (422); a crew of another organization is a 404.",
  request: { body: { required: true, ...json(createApiKeySchema) } },
  responses: {
    201: { description: 'Made; the key is shown this once', ...json(envelopeOf(createdApiKeySchema)) },
    200: { description: 'Replay of an earlier create, without the key', ...json(envelopeOf(createdApiKeySchema)) },
  },
});

const listKeysRoute = readRoute('keys:write', {
  method: 'get',
  path: '/keys',
  summary: "The organization's API keys, oldest first, revoked ones included (beyond api.md)",
  description: 'Extension. Never a key itself: it is stored hashed.',
  request: { query: listApiKeysQuerySchema },
  responses: { 200: { description: 'A page of keys', ...json(envelopeOf(cursorPageOf(apiKeySchema))) } },
});

const revokeKeyRoute = writeRoute('keys:write', {
  method: 'delete',
  path: '/keys/{keyId}',
  summary: 'Revoke an API key at once (beyond api.md)',
  description:
    'Extension. Its next request is refused (401) and an open change feed ends within 2 s. A key holding scopes the calling key lacks is not its to revoke (403); revoked again answers it unchanged.',
  request: { params: apiKeyParamsSchema },
  responses: { 200: { description: 'The key, revoked', ...json(envelopeOf(apiKeySchema)) } },
});

/** Key administration (docs/decisions/crews.md "Making keys"): one power, keys:write, for making, listing and revoking. */
export const keysRouter = createRouter()
  .openapi(createKeyRoute, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const made = await c.var.runWrite(201, (tx) => makeKey(tx, c.var.caller, body, now), withoutSecret);
    return c.json(ok(made, 201), 201);
  })
  .openapi(listKeysRoute, async (c) => {
    const page = await pageKeys(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('query'), cursorsOf(c));
    return c.json(ok(page), 200);
  })
  .openapi(revokeKeyRoute, async (c) => {
    const { keyId } = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const key = await c.var.runWrite(200, (tx) => revokeKey(tx, c.var.caller, keyId, now));
    return c.json(ok(key), 200);
  });
