import type { ApiKey, CreateApiKey, CreatedApiKey, ListApiKeysQuery } from '../../shared/contract/keys';
import { scopeSchema, type Scope } from '../../shared/contract/scopes';
import { keyGrantProblems, scopesBeyond, type KeyGrant } from '../../shared/domain/key-grants';
import type { DbOrTx, Tx } from '../db/client';
import { toIso, toIsoOrNull } from '../db/sql-helpers';
import type { Caller } from '../http/app-env';
import { AppError, notFound, ValidationError } from '../http/app-error';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import { createApiKey, findApiKeyOfOrg, findCrewName, listApiKeys, revokeApiKey, type ApiKeyRow } from './api-keys';

/** Scopes as stored; one no longer known is left out, as authentication leaves it out. */
const knownScopes = (stored: readonly string[]): Scope[] =>
  stored.flatMap((scope) => {
    const parsed = scopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.label,
    crewId: row.crewId,
    scopes: knownScopes(row.scopes),
    createdAt: toIso(row.createdAt),
    expiresAt: toIsoOrNull(row.expiresAt),
    revokedAt: toIsoOrNull(row.revokedAt),
    lastUsedAt: toIsoOrNull(row.lastUsedAt),
  };
}

const grantOf = (row: ApiKeyRow): KeyGrant => ({
  scopes: knownScopes(row.scopes),
  crewId: row.crewId,
  expiresAt: row.expiresAt,
});

/** The calling key as it stands in this transaction (a key revoked meanwhile makes nothing). */
async function makerOf(tx: Tx, caller: Caller): Promise<ApiKeyRow> {
  const maker = await findApiKeyOfOrg(tx, caller.orgId, caller.keyId);
  if (!maker) throw new Error(`calling key ${caller.keyId} vanished`);
  return maker;
}

/**
 * POST /keys: a key the caller could be trusted with itself (shared/domain/key-grants.ts), every
 * problem at once (422); a crew of another organization is a 404. Answers the key once.
 */
export async function makeKey(tx: Tx, caller: Caller, input: CreateApiKey, now: Date): Promise<CreatedApiKey> {
  const wanted: KeyGrant = {
    scopes: input.scopes,
    crewId: input.crewId ?? null,
    expiresAt: input.expiresAt === undefined ? null : new Date(input.expiresAt),
  };
  const problems = keyGrantProblems(grantOf(await makerOf(tx, caller)), wanted, now);
  if (problems.length > 0) throw new ValidationError(problems);
  if (wanted.crewId !== null && (await findCrewName(tx, caller.orgId, wanted.crewId)) === null) throw notFound('Crew');
  const made = await createApiKey(
    tx,
    {
      orgId: caller.orgId,
      scopes: wanted.scopes,
      label: input.name,
      crewId: wanted.crewId,
      expiresAt: wanted.expiresAt,
    },
    now,
  );
  return { ...toApiKey(made.row), key: made.key };
}

/** A replay of POST /keys: the key was stored hashed, so it cannot be shown again. */
export const withoutSecret = (made: CreatedApiKey): CreatedApiKey => ({ ...made, key: null });

export async function pageKeys(db: DbOrTx, orgId: string, query: ListApiKeysQuery, cursors: PositionCodec) {
  const rows = await listApiKeys(db, orgId, { afterSeq: afterCursor(cursors, query.cursor), limit: query.limit });
  return toPage(rows, query.limit, toApiKey, cursors);
}

/**
 * DELETE /keys/{keyId}: revoked at once (authentication reads the key on every request, the feed
 * every 2 s). A key the caller could not have made is not its to revoke (403); revoked again answers
 * it unchanged.
 */
export async function revokeKey(tx: Tx, caller: Caller, keyId: string, now: Date): Promise<ApiKey> {
  const target = await findApiKeyOfOrg(tx, caller.orgId, keyId);
  if (!target) throw notFound('Key');
  const beyond = scopesBeyond(knownScopes((await makerOf(tx, caller)).scopes), knownScopes(target.scopes));
  if (beyond.length > 0)
    throw new AppError(
      'forbidden',
      403,
      `This key cannot revoke a key holding scopes it lacks itself: ${beyond.join(', ')}`,
      { keyScopes: caller.scopes },
    );
  if (target.revokedAt === null) await revokeApiKey(tx, keyId, now);
  const revoked = await findApiKeyOfOrg(tx, caller.orgId, keyId);
  if (!revoked) throw new Error(`revoked key ${keyId} vanished`);
  return toApiKey(revoked);
}
