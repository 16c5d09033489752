import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { serverSecrets } from './schema';

/**
 * A secret every instance shares, made by whichever instance asks first. The insert does nothing
 * when another instance got there before, and the read returns the one that won.
 */
export async function sharedSecret(db: DbOrTx, name: string, now: Date): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

export const FILE_SIGNING_SECRET = 'file_signing';

/** Signs the links that open one estimate to its customer (docs/decisions/security.md "Estimate links"). */
export const ESTIMATE_LINK_SECRET = 'estimate_links';
