import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../shared/contract/scopes';
import type { DbOrTx } from '../db/client';
import { apiKeys } from '../db/schema';

const KEY_PREFIX = 'ck_live_';

/** Keys carry 256 random bits, so a fast hash is enough: there is nothing to brute-force. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return /^ck_live_[A-Za-z0-9_-]{20,100}$/.test(value);
}

export interface NewApiKey {
  orgId: string;
  scopes: readonly Scope[];
  label?: string | null;
  expiresAt?: Date | null;
}

/** Creates a key and returns it in clear exactly once; only its hash is stored. */
export async function createApiKey(db: DbOrTx, input: NewApiKey, now: Date): Promise<{ id: string; key: string }> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const id = randomUUID();
  await db.insert(apiKeys).values({
    orgId: input.orgId,
    id,
    label: input.label ?? null,
    keyHash: hashApiKey(key),
    scopes: [...input.scopes],
    expiresAt: input.expiresAt ?? null,
    createdAt: now,
  });
  return { id, key };
}

/** Returns whether a live key was revoked by this call. */
export async function revokeApiKey(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

export async function findApiKeyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({
      orgId: apiKeys.orgId,
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row ?? null;
}

/** A key answers requests until it is revoked and until the moment it expires. */
export function keyIsUsable(key: { revokedAt: Date | null; expiresAt: Date | null } | null, now: Date): boolean {
  return Boolean(key && !key.revokedAt && !(key.expiresAt && key.expiresAt.getTime() <= now.getTime()));
}

export async function findApiKeyById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ orgId: apiKeys.orgId, id: apiKeys.id, revokedAt: apiKeys.revokedAt, expiresAt: apiKeys.expiresAt })
    .from(apiKeys)
    .where(eq(apiKeys.id, id))
    .limit(1);
  return row ?? null;
}
