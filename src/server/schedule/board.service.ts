import { scheduleKinds, type BoardCrewDay, type ScheduleBoard, type ScheduledWork, type ScheduleQuery } from '../../shared/contract/schedule';
import { bookedMinutes, dayLengthMinutes } from '../../shared/domain/capacity';
import { todayIn } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { storedEnum } from '../db/sql-helpers';
import { listAppointments, listCrewDayLoads, listNeedingAttention, listUpcoming, type CrewDayLoadRow } from './board.repo';
import { crewDayKey } from './crew-day.repo';
import { loadSchedulingContext, type SchedulingContext } from './schedule-context';
import { toScheduledWork } from './scheduled-work-view';

const orderModes = ['automatic', 'manual'] as const;

function toBoardCrewDay(row: CrewDayLoadRow, ctx: SchedulingContext): BoardCrewDay {
  return {
    crewId: row.crew_id,
    date: row.day,
    orderMode: storedEnum(orderModes, row.order_mode),
    controlVersion: row.control_version,
    bookedMinutes: bookedMinutes(row.planned_hours.map((plannedHours) => ({ plannedHours })), ctx.placeholderHours),
    dayLengthMinutes: dayLengthMinutes({ dayStartMinutes: row.day_start_minutes, dayEndMinutes: row.day_end_minutes }),
    stops: row.stops,
  };
}

/** The load of every crew-day the upcoming rows sit on, in their order (one query over their day span). */
async function crewDaysOf(db: DbOrTx, ctx: SchedulingContext, upcoming: readonly ScheduledWork[]): Promise<BoardCrewDay[]> {
  const shown = [...new Set(upcoming.map((work) => crewDayKey({ crewId: work.crew?.id ?? null, day: work.scheduledDate })))];
  const first = upcoming[0];
  const last = upcoming.at(-1);
  if (!first || !last) return [];
  const loads = await listCrewDayLoads(db, ctx.orgId, first.scheduledDate, last.scheduledDate);
  const byKey = new Map(loads.map((row) => [crewDayKey({ crewId: row.crew_id, day: row.day }), row]));
  return shown.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [toBoardCrewDay(row, ctx)] : [];
  });
}

/**
 * GET /schedule. `from` defaults to today in UTC (api.md); "already past" for needsAttention is
 * the organization's today. `kinds` picks the arrays: work_day the placements (upcoming,
 * needsAttention, crewDays), appointment the appointments; work_to_place is the queue's own read.
 */
export async function readBoard(db: DbOrTx, orgId: string, query: ScheduleQuery, now: Date): Promise<ScheduleBoard> {
  const ctx = await loadSchedulingContext(db, orgId, now);
  const from = query.from ?? todayIn('UTC', now);
  const kinds = new Set(query.kinds ?? scheduleKinds);
  const showWork = kinds.has('work_day');
  const [upcomingRows, attentionRows, appointments] = await Promise.all([
    showWork ? listUpcoming(db, ctx, query, from) : [],
    showWork ? listNeedingAttention(db, ctx, query) : [],
    kinds.has('appointment') ? listAppointments(db, orgId, query, from) : [],
  ]);
  const upcoming = upcomingRows.map(toScheduledWork);
  return {
    upcoming,
    needsAttention: attentionRows.map(toScheduledWork),
    appointments,
    crewDays: await crewDaysOf(db, ctx, upcoming),
  };
}
