import type { UnscheduledPage, UnscheduledQuery, UnscheduledRow } from '../../shared/contract/unscheduled';
import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import { roundEstimatedHours } from '../../shared/domain/estimate-totals';
import { remainingHours } from '../../shared/domain/work-hours';
import type { DbOrTx } from '../db/client';
import { loadSchedulingContext, type SchedulingContext } from './schedule-context';
import { listWaitingHours, pageQueue, type QueueRow } from './unscheduled.repo';
import { dueRoundOf, workFigures } from './work-facts.sql';

/** What is still to place of work with these stored line hours and placed hours (null: nobody estimated it). */
const unplacedHours = (row: { estimated_hours: number | null; placed_hours: number | null }): number | null =>
  remainingHours(roundEstimatedHours(row.estimated_hours), row.placed_hours ?? 0);

function toUnscheduledRow(row: QueueRow, ctx: SchedulingContext): UnscheduledRow {
  // Queue rows need no status; `placed` does not change the hours.
  const { estimatedHours } = workFigures(row, false);
  return {
    estimateId: row.estimate_id,
    estimateNumber: formatEstimateNumber(row.estimate_number),
    siteId: row.site_id,
    siteLabel: row.site_label,
    customerName: row.customer_name,
    acceptedAt: row.accepted_at,
    estimatedHours,
    // Done work waits only for a program round: none of its own hours is left, however they were placed.
    remainingHours: row.complete ? 0 : unplacedHours(row),
    expectedDays: row.expected_days,
    latitude: row.latitude,
    longitude: row.longitude,
    serviceCategories: row.categories,
    districtIds: row.district_ids,
    dueRound: dueRoundOf(row.program_lines, ctx),
  };
}

/**
 * GET /schedule/unscheduled: accepted work with hours still unplaced, or with a program round due.
 * `crewIds` and `assigneeIds` narrow placed crew-days and appointments, so they leave the queue as it is;
 * `kinds` without work_to_place empties it.
 */
export async function pageUnscheduled(
  db: DbOrTx,
  orgId: string,
  query: UnscheduledQuery,
  now: Date,
): Promise<UnscheduledPage> {
  if (query.kinds && !query.kinds.includes('work_to_place')) return { items: [], total: 0, nextOffset: null };
  const ctx = await loadSchedulingContext(db, orgId, now);
  const { total, rows } = await pageQueue(db, ctx, query, { limit: query.limit, offset: query.offset });
  const end = query.offset + rows.length;
  return { items: rows.map((row) => toUnscheduledRow(row, ctx)), total, nextOffset: end < total ? end : null };
}

/**
 * The hours placing each of `estimateIds` waiting in the queue would book, by estimate id: a due
 * round's line hours, else the unplaced hours (null: nobody estimated the work); an estimate not
 * waiting is absent. The same membership and hours as the queue's rows.
 */
export async function waitingHours(
  db: DbOrTx,
  ctx: SchedulingContext,
  estimateIds: readonly string[],
): Promise<Map<string, number | null>> {
  const rows = await listWaitingHours(db, ctx, estimateIds);
  return new Map(
    rows.map((row) => {
      const round = dueRoundOf(row.program_lines, ctx);
      return [row.estimate_id, round ? round.hours : unplacedHours(row)];
    }),
  );
}
