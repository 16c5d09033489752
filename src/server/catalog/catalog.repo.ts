import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { catalogItems } from '../db/schema';

export type CatalogItemRow = typeof catalogItems.$inferSelect;

/** One page plus one row, oldest first (index catalog_items_org_seq_idx). */
export async function listCatalogItemRows(
  db: DbOrTx,
  orgId: string,
  page: { afterSeq: number | null; limit: number; activeOnly: boolean },
): Promise<CatalogItemRow[]> {
  const conditions: SQL[] = [eq(catalogItems.orgId, orgId)];
  if (page.afterSeq !== null) conditions.push(gt(catalogItems.seq, page.afterSeq));
  if (page.activeOnly) conditions.push(eq(catalogItems.active, true));
  return db
    .select()
    .from(catalogItems)
    .where(and(...conditions))
    .orderBy(asc(catalogItems.seq))
    .limit(page.limit + 1);
}

export async function findCatalogItemRowsByIds(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
): Promise<CatalogItemRow[]> {
  return db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.orgId, orgId), inArray(catalogItems.id, [...ids])))
    .orderBy(asc(catalogItems.seq));
}
