import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orgDataRevisions, organizations } from '../db/schema';

export interface OrgRevision {
  /** Committed transactions that changed the organization's business data (0 before the first). */
  revision: number;
  timeZone: string;
}

/** The organization's data revision and zone in one primary-key read; null for an unknown organization. */
export async function readOrgRevision(db: DbOrTx, orgId: string): Promise<OrgRevision | null> {
  const [row] = await db
    .select({ revision: orgDataRevisions.revision, timeZone: organizations.timeZone })
    .from(organizations)
    .leftJoin(orgDataRevisions, eq(orgDataRevisions.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  return row ? { revision: row.revision ?? 0, timeZone: row.timeZone } : null;
}
