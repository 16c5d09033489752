import type { MiddlewareHandler } from 'hono';
import { scopeSchema, type Scope } from '../../shared/contract/scopes';
import { findApiKeyByHash, hashApiKey, keyIsUsable, looksLikeApiKey } from '../keys/api-keys';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const challenge = { 'WWW-Authenticate': 'ApiKey realm="canopy"' };

function unauthorized(message: string) {
  return new AppError('unauthorized', 401, message, {}, challenge);
}

/** Resolves `Authorization: ApiKey <key>` to the caller's organization and scopes, or answers 401. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header) throw unauthorized('Send Authorization: ApiKey <key>');
  const match = /^(\S+)(?:\s+(.*))?$/s.exec(header.trim());
  if (match?.[1]?.toLowerCase() !== 'apikey')
    throw unauthorized('The Authorization scheme must be ApiKey: send Authorization: ApiKey <key>');
  if (!match[2]) throw unauthorized('No key after ApiKey: send Authorization: ApiKey <key>');
  const key = match[2];
  if (!looksLikeApiKey(key)) throw unauthorized('The API key is malformed');

  const { database, clock } = c.var.deps;
  const record = await findApiKeyByHash(database.db, hashApiKey(key));
  // One answer for unknown, revoked and expired: a guesser must not learn that a key once existed.
  if (!record || !keyIsUsable(record, clock.now())) throw unauthorized('The API key is unknown, revoked or expired');

  const scopes = record.scopes.flatMap((scope) => {
    const parsed = scopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });
  c.set('caller', { orgId: record.orgId, keyId: record.id, scopes });
  await next();
};

/** 403 naming the missing scope and listing the key's scopes; decided before the request is counted. */
export function requireScope(scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { scopes } = c.var.caller;
    if (!scopes.includes(scope)) {
      const held = scopes.length > 0 ? scopes.join(', ') : 'none';
      throw new AppError('forbidden', 403, `This key lacks the scope ${scope}. The key's scopes: ${held}`, {
        missingScope: scope,
        keyScopes: scopes,
      });
    }
    await next();
  };
}
