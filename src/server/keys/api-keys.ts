import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Scope } from '../../shared/contract/scopes';
import type { DbOrTx } from '../db/client';
import { apiKeys, crews, organizations } from '../db/schema';

const KEY_PREFIX = 'ck_live_';

/** Keys carry 256 random bits, so a fast hash is enough: there is nothing to brute-force. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return /^ck_live_[A-Za-z0-9_-]{20,100}$/.test(value);
}

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface NewApiKey {
  orgId: string;
  scopes: readonly Scope[];
  label?: string | null;
  /** A crew key's crew (docs/decisions/crews.md "Crew keys"); the caller has checked it is the organization's. */
  crewId?: string | null;
  expiresAt?: Date | null;
}

/** Creates a key and returns its row and the key in clear, exactly once; only its hash is stored. */
export async function createApiKey(
  db: DbOrTx,
  input: NewApiKey,
  now: Date,
): Promise<{ id: string; key: string; row: ApiKeyRow }> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const id = randomUUID();
  const [row] = await db
    .insert(apiKeys)
    .values({
      orgId: input.orgId,
      id,
      label: input.label ?? null,
      keyHash: hashApiKey(key),
      scopes: [...input.scopes],
      crewId: input.crewId ?? null,
      expiresAt: input.expiresAt ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no key');
  return { id, key, row };
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
      label: apiKeys.label,
      scopes: apiKeys.scopes,
      crewId: apiKeys.crewId,
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

/** The organization's zone, for a crew key's reach (an office key never reads it). */
export async function findTimeZone(db: DbOrTx, orgId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  return row?.timeZone ?? null;
}

/** One key of the organization; another organization's is null like a missing one. */
export async function findApiKeyOfOrg(db: DbOrTx, orgId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, id)))
    .limit(1);
  return row ?? null;
}

/** One page plus one row of the organization's keys, oldest first (index api_keys_org_seq_idx). */
export async function listApiKeys(
  db: DbOrTx,
  orgId: string,
  page: { afterSeq: number | null; limit: number },
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.orgId, orgId), page.afterSeq === null ? undefined : gt(apiKeys.seq, page.afterSeq)))
    .orderBy(asc(apiKeys.seq))
    .limit(page.limit + 1);
}

/** The name of the organization's crew (archived or not); null when it has no such crew. */
export async function findCrewName(db: DbOrTx, orgId: string, crewId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: crews.name })
    .from(crews)
    .where(and(eq(crews.orgId, orgId), eq(crews.id, crewId)))
    .limit(1);
  return row?.name ?? null;
}

/** Records a key's latest request (key-use.ts decides how often). */
export async function noteKeyUse(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
}
