import { and, asc, eq, gt, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { CrewDay } from '../../shared/domain/crew-day';
import type { DbOrTx, Tx } from '../db/client';
import { estimates, placements, sites } from '../db/schema';
import { containsPattern } from '../db/sql-helpers';
import { reachedSiteIds, type CrewReach } from '../keys/crew-reach';

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

/** The extension `q`: part of the site's label or street, or of its customer's name (the customer by primary key). */
function findCondition(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(${sites.label} ILIKE ${pattern} OR ${sites.street} ILIKE ${pattern}
    OR EXISTS (SELECT 1 FROM customers c WHERE c.org_id = ${sites.orgId} AND c.id = ${sites.customerId}
               AND c.name ILIKE ${pattern}))`;
}

/** One page plus one row, oldest first (sites_org_seq_idx, or sites_org_customer_seq_idx for one customer). */
export async function listSites(
  db: DbOrTx,
  orgId: string,
  page: {
    afterSeq: number | null;
    limit: number;
    customerId?: string | undefined;
    search?: string | undefined;
    q?: string | undefined;
    /** A crew key's reach: only the sites its crew's work is at. */
    crew?: CrewReach | null;
  },
): Promise<SiteRow[]> {
  const conditions: SQL[] = [eq(sites.orgId, orgId)];
  if (page.afterSeq !== null) conditions.push(gt(sites.seq, page.afterSeq));
  if (page.customerId) conditions.push(eq(sites.customerId, page.customerId));
  if (page.search) conditions.push(ilike(sites.street, containsPattern(page.search)));
  if (page.q) conditions.push(findCondition(page.q));
  if (page.crew) conditions.push(sql`${sites.id} IN (${reachedSiteIds(page.crew)})`);
  return db
    .select()
    .from(sites)
    .where(and(...conditions))
    .orderBy(asc(sites.seq))
    .limit(page.limit + 1);
}

/** Sets the site's position and how it was settled; null when the site is not the organization's. */
export async function updateSitePosition(
  tx: Tx,
  orgId: string,
  id: string,
  change: Pick<SiteRow, 'latitude' | 'longitude' | 'locationSource' | 'locationPrecision' | 'updatedAt'>,
): Promise<SiteRow | null> {
  const [row] = await tx
    .update(sites)
    .set(change)
    .where(and(eq(sites.orgId, orgId), eq(sites.id, id)))
    .returning();
  return row ?? null;
}

/** The crew-days from `from` on that visit the site (its estimates' placements), with the estimates placed. */
export async function listSiteVisitsFrom(
  db: DbOrTx,
  orgId: string,
  siteId: string,
  from: Day,
): Promise<(CrewDay & { estimateId: string })[]> {
  return db
    .select({ crewId: placements.crewId, day: placements.scheduledDate, estimateId: placements.estimateId })
    .from(placements)
    .innerJoin(estimates, and(eq(estimates.orgId, placements.orgId), eq(estimates.id, placements.estimateId)))
    .where(and(eq(estimates.orgId, orgId), eq(estimates.siteId, siteId), gte(placements.scheduledDate, from)));
}
