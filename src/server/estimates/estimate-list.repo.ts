import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { EstimateStatus } from '../../shared/contract/estimates';
import type { DbOrTx } from '../db/client';
import { estimateLines, estimates } from '../db/schema';
import { isPlaced, type EstimateLineRow, type EstimateRow } from './estimates.repo';

/** Every line done (and at least one): the stored line fact migration 0004's triggers keep. */
const isComplete = sql`estimates.lines_complete`;

/**
 * SQL twin of deriveEstimateStatus (shared/domain/estimate-status.ts), so the status filter pages
 * in the database: declined and canceled stay so, completion wins over a placement.
 */
function statusCondition(status: EstimateStatus): SQL {
  switch (status) {
    case 'declined':
    case 'canceled':
      return sql`estimates.status = ${status}`;
    case 'completed':
      return sql`estimates.status NOT IN ('declined', 'canceled') AND ${isComplete}`;
    case 'scheduled':
      return sql`estimates.status = 'accepted' AND ${isPlaced} AND NOT ${isComplete}`;
    case 'accepted':
      return sql`estimates.status = 'accepted' AND NOT ${isPlaced} AND NOT ${isComplete}`;
    case 'draft':
    case 'sent':
      return sql`estimates.status = ${status} AND NOT ${isComplete}`;
  }
}

export interface EstimatePageQuery {
  afterSeq: number | null;
  limit: number;
  siteId?: string | undefined;
  customerId?: string | undefined;
  status?: EstimateStatus | undefined;
}

/** One page plus one row, oldest first, each with whether it has a placement. */
export async function listEstimateRows(
  db: DbOrTx,
  orgId: string,
  page: EstimatePageQuery,
): Promise<{ row: EstimateRow; placed: boolean }[]> {
  const conditions: SQL[] = [eq(estimates.orgId, orgId)];
  if (page.afterSeq !== null) conditions.push(gt(estimates.seq, page.afterSeq));
  if (page.siteId) conditions.push(eq(estimates.siteId, page.siteId));
  if (page.customerId) conditions.push(eq(estimates.customerId, page.customerId));
  if (page.status) conditions.push(statusCondition(page.status));
  return db
    .select({ row: estimates, placed: isPlaced })
    .from(estimates)
    .where(and(...conditions))
    .orderBy(asc(estimates.seq))
    .limit(page.limit + 1);
}

/** The lines of many estimates in one query, in line order. */
export async function listLinesOfEstimates(
  db: DbOrTx,
  orgId: string,
  estimateIds: readonly string[],
): Promise<EstimateLineRow[]> {
  if (estimateIds.length === 0) return [];
  return db
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.orgId, orgId), inArray(estimateLines.estimateId, [...estimateIds])))
    .orderBy(asc(estimateLines.estimateId), asc(estimateLines.lineNumber));
}
