import {
  MAX_SCHEDULE_SPAN_DAYS,
  scheduleKinds,
  type BoardCrewDay,
  type ScheduleBoard,
  type ScheduleQuery,
} from '../../shared/contract/schedule';
import { bookedMinutes, dayLengthMinutes } from '../../shared/domain/capacity';
import { spanProblem, type Day } from '../../shared/contract/common';
import { daySpans, todayIn } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { storedEnum } from '../db/sql-helpers';
import { ValidationError } from '../http/app-error';
import { concatJsonArrays, jsonObjectText, jsonText, type JsonText } from '../http/json-text';
import {
  listAppointments,
  listNeedingAttention,
  listUpcoming,
  type CrewDayLoad,
  type UpcomingWork,
} from './board.repo';
import { loadSchedulingContext, type SchedulingContext } from './schedule-context';

const orderModes = ['automatic', 'manual'] as const;

function toBoardCrewDay(load: CrewDayLoad, ctx: SchedulingContext): BoardCrewDay {
  return {
    crewId: load.crewId,
    date: load.day,
    orderMode: storedEnum(orderModes, load.orderMode),
    controlVersion: load.controlVersion,
    bookedMinutes: bookedMinutes(
      load.plannedHours.map((plannedHours) => ({ plannedHours })),
      ctx.placeholderHours,
    ),
    dayLengthMinutes: dayLengthMinutes({ dayStartMinutes: load.dayStartMinutes, dayEndMinutes: load.dayEndMinutes }),
    stops: load.stops,
  };
}

const noWork = { work: '[]', crewDayLoads: [] };

/** Days per statement of the upcoming read. */
const DAYS_PER_READ = 7;
/** Week statements run at most this many at once, so a year-long board cannot take every connection. */
const PARALLEL_READS = 4;

/**
 * The upcoming placements a week per statement, every week at once on its own connection: the
 * statements run side by side on the database's cores (a two-week board of 200 crews answered in
 * about three quarters of the time of one statement on two cores). Weeks follow each other in board
 * order (day first), so their arrays concatenate. A range with no end is one statement.
 */
async function listUpcomingByWeek(
  db: DbOrTx,
  ctx: SchedulingContext,
  query: ScheduleQuery,
  from: Day,
): Promise<UpcomingWork> {
  if (query.to === undefined) return listUpcoming(db, ctx, query, from);
  const spans = daySpans(from, query.to, DAYS_PER_READ);
  const weeks: UpcomingWork[] = [];
  for (let start = 0; start < spans.length; start += PARALLEL_READS) {
    weeks.push(
      ...(await Promise.all(
        spans
          .slice(start, start + PARALLEL_READS)
          .map((week) => listUpcoming(db, ctx, { ...query, to: week.to }, week.from)),
      )),
    );
  }
  return {
    work: concatJsonArrays(weeks.map((week) => week.work)),
    crewDayLoads: weeks.flatMap((week) => week.crewDayLoads),
  };
}

/**
 * GET /schedule, as the JSON text of ScheduleBoard. `from` defaults to today in UTC (api.md);
 * "already past" for needsAttention is the organization's today. `kinds` picks the arrays: work_day
 * the placements (upcoming, needsAttention, crewDays), appointment the appointments; work_to_place
 * is the queue's own read.
 */
export async function readBoard(
  db: DbOrTx,
  orgId: string,
  query: ScheduleQuery,
  now: Date,
): Promise<JsonText<ScheduleBoard>> {
  const from = query.from ?? todayIn('UTC', now);
  // The contract checks the span when both ends are sent; a defaulted `from` is checked here, before any read.
  const spanError = query.to === undefined ? null : spanProblem(from, query.to, MAX_SCHEDULE_SPAN_DAYS, 'empty');
  if (spanError) throw new ValidationError([{ field: 'to', problem: spanError }]);
  const ctx = await loadSchedulingContext(db, orgId, now);
  const kinds = new Set(query.kinds ?? scheduleKinds);
  const showWork = kinds.has('work_day');
  const [upcoming, needsAttention, appointments] = await Promise.all([
    showWork ? listUpcomingByWeek(db, ctx, query, from) : noWork,
    showWork ? listNeedingAttention(db, ctx, query) : '[]',
    kinds.has('appointment') ? listAppointments(db, orgId, query, from) : '[]',
  ]);
  return jsonObjectText<ScheduleBoard>({
    upcoming: upcoming.work,
    needsAttention,
    appointments,
    crewDays: jsonText(upcoming.crewDayLoads.map((load) => toBoardCrewDay(load, ctx))),
  });
}
