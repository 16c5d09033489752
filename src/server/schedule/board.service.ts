import { MAX_SCHEDULE_SPAN_DAYS, scheduleKinds, type ScheduleQuery } from '../../shared/contract/schedule-query';
import { type ScheduleBoard } from '../../shared/contract/schedule-board';
import { spanProblem } from '../../shared/contract/common';
import { todayIn } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { ValidationError } from '../http/app-error';
import { jsonObjectText, type JsonText } from '../http/json-text';
import type { ScheduleBoardRows } from '../../shared/contract/schedule-board';
import { readBoardRowsTexts, readBoardTexts } from './board.repo';
import { loadSchedulingContext } from './schedule-context';

/**
 * The board's span and arrays from a GET /schedule query: `from` defaults to today in UTC (api.md);
 * "already past" for needsAttention is the organization's today. `kinds` picks the arrays: work_day
 * the placements (upcoming, needsAttention, crewDays), appointment the appointments; work_to_place
 * is the queue's own read.
 */
async function boardRead(db: DbOrTx, orgId: string, query: ScheduleQuery, now: Date) {
  const from = query.from ?? todayIn('UTC', now);
  // The contract checks the span when both ends are sent; a defaulted `from` is checked here, before any read.
  const spanError = query.to === undefined ? null : spanProblem(from, query.to, MAX_SCHEDULE_SPAN_DAYS, 'empty');
  if (spanError) throw new ValidationError([{ field: 'to', problem: spanError }]);
  const ctx = await loadSchedulingContext(db, orgId, now);
  const kinds = new Set(query.kinds ?? scheduleKinds);
  return { ctx, from, kinds: { showWork: kinds.has('work_day'), showAppointments: kinds.has('appointment') } };
}

/** GET /schedule, as the JSON text of ScheduleBoard. */
export async function readBoard(
  db: DbOrTx,
  orgId: string,
  query: ScheduleQuery,
  now: Date,
): Promise<JsonText<ScheduleBoard>> {
  const { ctx, from, kinds } = await boardRead(db, orgId, query, now);
  return jsonObjectText<ScheduleBoard>(await readBoardTexts(db, ctx, query, from, kinds));
}

/** GET /schedule/board (extension): the same board as rows, as the JSON text of ScheduleBoardRows. */
export async function readBoardRows(
  db: DbOrTx,
  orgId: string,
  query: ScheduleQuery,
  now: Date,
): Promise<JsonText<ScheduleBoardRows>> {
  const { ctx, from, kinds } = await boardRead(db, orgId, query, now);
  return jsonObjectText<ScheduleBoardRows>(await readBoardRowsTexts(db, ctx, query, from, kinds));
}
