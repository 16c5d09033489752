import { and, asc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sites } from '../db/schema';
import { containsPattern } from '../db/sql-helpers';

export type SiteRow = typeof sites.$inferSelect;

export async function insertSite(db: DbOrTx, row: Omit<typeof sites.$inferInsert, 'seq'>): Promise<SiteRow> {
  const [inserted] = await db.insert(sites).values(row).returning();
  if (!inserted) throw new Error('insert returned no site');
  return inserted;
}

export async function findSite(db: DbOrTx, orgId: string, id: string): Promise<SiteRow | null> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.orgId, orgId), eq(sites.id, id)))
    .limit(1);
  return row ?? null;
}

/** One page plus one row, oldest first (sites_org_seq_idx, or sites_org_customer_seq_idx for one customer). */
export async function listSites(
  db: DbOrTx,
  orgId: string,
  page: { afterSeq: number | null; limit: number; customerId?: string | undefined; search?: string | undefined },
): Promise<SiteRow[]> {
  const conditions: SQL[] = [eq(sites.orgId, orgId)];
  if (page.afterSeq !== null) conditions.push(gt(sites.seq, page.afterSeq));
  if (page.customerId) conditions.push(eq(sites.customerId, page.customerId));
  if (page.search) conditions.push(ilike(sites.street, containsPattern(page.search)));
  return db
    .select()
    .from(sites)
    .where(and(...conditions))
    .orderBy(asc(sites.seq))
    .limit(page.limit + 1);
}
