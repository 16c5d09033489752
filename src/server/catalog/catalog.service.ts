import { catalogItemTypes, type CatalogItem, type ListCatalogItemsQuery } from '../../shared/contract/catalog';
import type { DbOrTx } from '../db/client';
import { storedEnum, toIso } from '../db/sql-helpers';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import { findCatalogItemRowsByIds, listCatalogItemRows, type CatalogItemRow } from './catalog.repo';

export function toCatalogItem(row: CatalogItemRow): CatalogItem {
  return {
    id: row.id,
    type: storedEnum(catalogItemTypes, row.type),
    name: row.name,
    description: row.description,
    category: row.category,
    unitPriceCents: row.unitPriceCents,
    active: row.active,
    workTypeHint: row.workTypeHint,
    dbhMinIn: row.dbhMinIn,
    dbhMaxIn: row.dbhMaxIn,
    renewalIntervalMonths: row.renewalIntervalMonths,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export async function pageCatalogItems(
  db: DbOrTx,
  orgId: string,
  query: ListCatalogItemsQuery,
  cursors: PositionCodec,
) {
  const rows = await listCatalogItemRows(db, orgId, {
    afterSeq: afterCursor(cursors, query.cursor),
    limit: query.limit,
    activeOnly: query.activeOnly,
  });
  return toPage(rows, query.limit, toCatalogItem, cursors);
}

/**
 * The caller's items among `ids`, inactive ones included (callers decide what inactive means for
 * them); an id that is missing or another organization's is simply absent from the result.
 */
export async function findCatalogItemsByIds(db: DbOrTx, orgId: string, ids: string[]): Promise<CatalogItem[]> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return [];
  const rows = await findCatalogItemRowsByIds(db, orgId, distinct);
  return rows.map(toCatalogItem);
}
