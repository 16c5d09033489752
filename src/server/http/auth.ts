import type { Context, MiddlewareHandler } from 'hono';
import { FIELD_WRITE, scopeSchema, type Scope } from '../../shared/contract/scopes';
import { findApiKeyByHash, findTimeZone, hashApiKey, keyIsUsable, looksLikeApiKey } from '../keys/api-keys';
import { crewReachAt, type CrewReach } from '../keys/crew-reach';
import type { Db } from '../db/client';
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
  const crew = record.crewId === null ? null : await reachOf(database.db, record.orgId, record.crewId, clock.now());
  c.set('caller', { orgId: record.orgId, keyId: record.id, keyName: record.label, scopes, crew });
  await c.var.keyUse.note(database.db, record.id, clock.now());
  await next();
};

async function reachOf(db: Db, orgId: string, crewId: string, now: Date): Promise<CrewReach> {
  const timeZone = await findTimeZone(db, orgId);
  if (timeZone === null) throw new Error(`organization ${orgId} of a key vanished`);
  return crewReachAt(orgId, crewId, timeZone, now);
}

/**
 * How an operation treats a crew key (docs/decisions/crews.md "Crew keys"): given, the operation is
 * open to crew keys, and this answers 404 (throws) when the record the request addresses is out of
 * the crew's reach, as for another organization's record (lists, the board and the feed narrow
 * themselves). An operation without one refuses crew keys (403).
 */
export type CrewAccess = (c: Context<AppEnv>, reach: CrewReach) => Promise<void>;

/**
 * 403 naming the missing scope and listing the key's scopes; decided before the request is counted.
 * A crew key is refused any operation not open to crew keys, and every write it may make takes
 * field:write, its one write scope, whatever an office key needs for it.
 */
export function requireScope(
  scope: Scope,
  crewAccess: CrewAccess | undefined,
  kind: 'read' | 'write',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { scopes, crew } = c.var.caller;
    if (crew && !crewAccess)
      throw new AppError(
        'forbidden',
        403,
        "This is a crew key: it reads and marks its crew's days only, and this operation is for office keys",
        { crewKey: true, keyScopes: scopes },
      );
    const needed = crew && kind === 'write' ? FIELD_WRITE : scope;
    if (!scopes.includes(needed)) {
      const held = scopes.length > 0 ? scopes.join(', ') : 'none';
      throw new AppError('forbidden', 403, `This key lacks the scope ${needed}. The key's scopes: ${held}`, {
        missingScope: needed,
        keyScopes: scopes,
      });
    }
    await next();
  };
}

/** After counting (a 404 is counted): a crew key's request for a record outside its crew's reach. */
export function requireCrewReach(crewAccess: CrewAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { crew } = c.var.caller;
    if (crew) await crewAccess(c, crew);
    await next();
  };
}
