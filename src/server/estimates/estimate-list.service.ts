import type { Estimate, ListEstimatesQuery } from '../../shared/contract/estimates';
import { findCatalogItemsByIds } from '../catalog/catalog.service';
import type { DbOrTx } from '../db/client';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import type { CrewReach } from '../keys/crew-reach';
import { toEstimate } from './estimate-view';
import { listEstimateRows, listLinesOfEstimates } from './estimate-list.repo';
import type { EstimateLineRow } from './estimates.repo';
import { pricesOf } from './estimates.service';

/** A page of estimates as clients read them at `now`, a crew key's only those on its crew's days: three queries whatever the page size. */
export async function pageEstimates(
  db: DbOrTx,
  orgId: string,
  crew: CrewReach | null,
  query: ListEstimatesQuery,
  now: Date,
  cursors: PositionCodec,
): Promise<{ items: Estimate[]; nextCursor: string | null }> {
  const found = await listEstimateRows(db, orgId, {
    afterSeq: afterCursor(cursors, query.cursor),
    order: query.order,
    limit: query.limit,
    siteId: query.siteId,
    customerId: query.customerId,
    status: query.status,
    billed: query.billed,
    search: query.search,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    crewId: query.crewId,
    minTotalCents: query.minTotalCents,
    maxTotalCents: query.maxTotalCents,
    crew,
  });
  const lines = await listLinesOfEstimates(
    db,
    orgId,
    found.map(({ row }) => row.id),
  );
  const itemIds = lines.flatMap((line) => (line.catalogItemId === null ? [] : [line.catalogItemId]));
  const catalogPrices = pricesOf(await findCatalogItemsByIds(db, orgId, itemIds));
  const linesByEstimate = new Map<string, EstimateLineRow[]>();
  for (const line of lines)
    linesByEstimate.set(line.estimateId, [...(linesByEstimate.get(line.estimateId) ?? []), line]);
  return toPage(
    found.map((entry) => ({ ...entry, seq: entry.row.seq })),
    query.limit,
    (entry) => toEstimate({ ...entry, lines: linesByEstimate.get(entry.row.id) ?? [], catalogPrices }, now),
    cursors,
  );
}
