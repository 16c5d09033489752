import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ListOrder } from '../../shared/contract/common';
import type { EstimateStatus } from '../../shared/contract/estimates';
import type { DbOrTx } from '../db/client';
import { estimateLines, estimates } from '../db/schema';
import { containsPattern } from '../db/sql-helpers';
import { reachedEstimateIds, type CrewReach } from '../keys/crew-reach';
import { estimateFacts, isPlaced, type EstimateFacts, type EstimateLineRow, type EstimateRow } from './estimates.repo';

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

/** A live invoice is one not voided (index invoices_org_live_estimate_idx); a voided one frees the work to bill again. */
const hasLiveInvoice = sql`EXISTS (SELECT 1 FROM invoices i WHERE i.org_id = estimates.org_id
  AND i.estimate_id = estimates.id AND i.state <> 'voided')`;

export interface EstimatePageQuery {
  afterSeq: number | null;
  order: ListOrder;
  limit: number;
  siteId?: string | undefined;
  customerId?: string | undefined;
  status?: EstimateStatus | undefined;
  billed?: boolean | undefined;
  search?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  crewId?: string | undefined;
  minTotalCents?: number | undefined;
  maxTotalCents?: number | undefined;
  /** A crew key's reach: only the estimates on its crew's days. */
  crew?: CrewReach | null | undefined;
}

/** Midnight starting a day of the organization's calendar (its time zone, so DST days are 23 or 25 hours), as a moment. */
const orgMidnight = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE
  (SELECT o.time_zone FROM organizations o WHERE o.id = estimates.org_id))`;

/** A placement of the estimate on the crew, any day (index placements_org_estimate). */
const placedOnCrew = (crewId: string) => sql`EXISTS (SELECT 1 FROM placements p
  WHERE p.org_id = estimates.org_id AND p.estimate_id = estimates.id AND p.crew_id = ${crewId})`;

/** "JOB-12" or "12": a job number, matched exactly. */
const JOB_NUMBER = /^(?:JOB-)?(\d{1,9})$/i;

/**
 * A job number finds that estimate (the unique org_id, number index); other text, the estimates whose
 * customer's name or site's label or street contains it (the organization's rows, filtered).
 */
function searchCondition(search: string): SQL {
  const number = JOB_NUMBER.exec(search.trim())?.[1];
  if (number !== undefined) return eq(estimates.number, Number(number));
  const pattern = containsPattern(search.trim());
  return sql`(EXISTS (SELECT 1 FROM sites s WHERE s.org_id = estimates.org_id AND s.id = estimates.site_id
                 AND (s.label ILIKE ${pattern} OR s.street ILIKE ${pattern}))
          OR EXISTS (SELECT 1 FROM customers c WHERE c.org_id = estimates.org_id AND c.id = estimates.customer_id
                 AND c.name ILIKE ${pattern}))`;
}

/**
 * One page plus one row in `order` (index estimates_org_seq, read backwards for newest first), each
 * with whether it has a placement, the names of its site and customer, and its live invoice.
 */
export async function listEstimateRows(
  db: DbOrTx,
  orgId: string,
  page: EstimatePageQuery,
): Promise<({ row: EstimateRow; placed: boolean } & EstimateFacts)[]> {
  const newest = page.order === 'newest';
  const conditions: SQL[] = [eq(estimates.orgId, orgId)];
  if (page.afterSeq !== null) conditions.push((newest ? lt : gt)(estimates.seq, page.afterSeq));
  if (page.siteId) conditions.push(eq(estimates.siteId, page.siteId));
  if (page.customerId) conditions.push(eq(estimates.customerId, page.customerId));
  if (page.status) conditions.push(statusCondition(page.status));
  if (page.billed !== undefined) conditions.push(page.billed ? hasLiveInvoice : sql`NOT ${hasLiveInvoice}`);
  if (page.search) conditions.push(searchCondition(page.search));
  if (page.createdFrom) conditions.push(sql`estimates.created_at >= ${orgMidnight(page.createdFrom)}`);
  if (page.createdTo) conditions.push(sql`estimates.created_at < ${orgMidnight(page.createdTo, 1)}`);
  if (page.crewId) conditions.push(placedOnCrew(page.crewId));
  // The stored total (migration 0004's triggers) is the one the estimate reads: its priced lines, each rounded.
  if (page.minTotalCents !== undefined) conditions.push(gte(estimates.lineTotalCents, page.minTotalCents));
  if (page.maxTotalCents !== undefined) conditions.push(lte(estimates.lineTotalCents, page.maxTotalCents));
  if (page.crew) conditions.push(sql`estimates.id IN (${reachedEstimateIds(page.crew)})`);
  return db
    .select({ row: estimates, placed: isPlaced, ...estimateFacts })
    .from(estimates)
    .where(and(...conditions))
    .orderBy(newest ? desc(estimates.seq) : asc(estimates.seq))
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
