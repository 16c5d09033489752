import { scheduleKinds, type BoardCrewDay, type ScheduleBoard, type ScheduleQuery } from '../../shared/contract/schedule';
import { bookedMinutes, dayLengthMinutes } from '../../shared/domain/capacity';
import { todayIn } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { storedEnum } from '../db/sql-helpers';
import { jsonObjectText, jsonText, type JsonText } from '../http/json-text';
import { listAppointments, listNeedingAttention, listUpcoming, type CrewDayLoad } from './board.repo';
import { loadSchedulingContext, type SchedulingContext } from './schedule-context';

const orderModes = ['automatic', 'manual'] as const;

function toBoardCrewDay(load: CrewDayLoad, ctx: SchedulingContext): BoardCrewDay {
  return {
    crewId: load.crewId,
    date: load.day,
    orderMode: storedEnum(orderModes, load.orderMode),
    controlVersion: load.controlVersion,
    bookedMinutes: bookedMinutes(load.plannedHours.map((plannedHours) => ({ plannedHours })), ctx.placeholderHours),
    dayLengthMinutes: dayLengthMinutes({ dayStartMinutes: load.dayStartMinutes, dayEndMinutes: load.dayEndMinutes }),
    stops: load.stops,
  };
}

const noWork = { work: '[]', crewDayLoads: [] };

/**
 * GET /schedule, as the JSON text of ScheduleBoard. `from` defaults to today in UTC (api.md);
 * "already past" for needsAttention is the organization's today. `kinds` picks the arrays: work_day
 * the placements (upcoming, needsAttention, crewDays), appointment the appointments; work_to_place
 * is the queue's own read.
 */
export async function readBoard(db: DbOrTx, orgId: string, query: ScheduleQuery, now: Date): Promise<JsonText<ScheduleBoard>> {
  const ctx = await loadSchedulingContext(db, orgId, now);
  const from = query.from ?? todayIn('UTC', now);
  const kinds = new Set(query.kinds ?? scheduleKinds);
  const showWork = kinds.has('work_day');
  const [upcoming, needsAttention, appointments] = await Promise.all([
    showWork ? listUpcoming(db, ctx, query, from) : noWork,
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
