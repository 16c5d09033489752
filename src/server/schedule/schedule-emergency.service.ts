import { randomUUID } from 'node:crypto';
import type { Emergency, EmergencyResult } from '../../shared/contract/emergency';
import { dayEndsAtMinutes, mayBePlaced, passedStops } from '../../shared/domain/day-moves';
import { putNext } from '../../shared/domain/drive-order';
import type { Tx } from '../db/client';
import { invalid, notFound } from '../http/app-error';
import { lockCrewDay, writeDayOrder } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import { loadSchedulingContext } from './schedule-context';
import { insertPlacements } from './place-work.repo';
import { moveVisit } from './placement-moves.service';
import { updatePlacement } from './placements.repo';
import { findWorkFactRow, setOrderMode } from './schedule-ops.repo';
import { crewReceivingWork, loadDayStops, type DayStopFacts } from './schedule-ops.service';
import { workFigures } from './work-facts.sql';

/** Only accepted (or already scheduled) work gets a new visit; anything else is a 422 naming its status. */
async function workToPlace(tx: Tx, orgId: string, estimateId: string): Promise<void> {
  const row = await findWorkFactRow(tx, orgId, estimateId);
  if (!row) throw notFound('Estimate');
  const { status } = workFigures(row, row.placed);
  if (!mayBePlaced(status)) throw invalid('estimateId', `is ${status}; only accepted work can be placed`);
}

/** The job's placement on the day: the one already there (taking the hours and note sent), else a new one at the end. */
async function placeOnDay(
  tx: Tx,
  orgId: string,
  input: Emergency,
  stops: readonly DayStopFacts[],
  now: Date,
): Promise<{ scheduleId: string; plannedHours: number | null; existing: boolean }> {
  const existing = stops.find((stop) => stop.estimateId === input.estimateId);
  // A visit already on the day (or moved onto it) is only put first, whatever its work's status: a
  // program's next round is a visit of work whose lines are done.
  if (existing) {
    const change = {
      ...(input.plannedHours !== undefined && { plannedHours: input.plannedHours }),
      ...(input.note !== undefined && { note: input.note }),
    };
    if (Object.keys(change).length > 0) await updatePlacement(tx, orgId, existing.scheduleId, change, now);
    const plannedHours = input.plannedHours === undefined ? existing.plannedHours : input.plannedHours;
    return { scheduleId: existing.scheduleId, plannedHours, existing: true };
  }
  await workToPlace(tx, orgId, input.estimateId);
  const placement = {
    orgId,
    id: randomUUID(),
    estimateId: input.estimateId,
    crewId: input.crewId,
    scheduledDate: input.date,
    sortOrder: stops.length + 1,
    note: input.note ?? null,
    plannedHours: input.plannedHours ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await insertPlacements(tx, [placement]);
  return { scheduleId: placement.id, plannedHours: placement.plannedHours, existing: false };
}

/**
 * POST /schedule/emergency: the job goes to the front of what the crew has left (behind any stop
 * a crew member is clocked on), placed on the day first when it is not there yet, or moved there
 * from another day when `scheduleId` names one of its visits (extension). A crew's day is pinned to
 * manual so the optimizer does not undo it; the unassigned board is never pinned.
 */
export async function putEmergencyNext(tx: Tx, orgId: string, input: Emergency, now: Date): Promise<EmergencyResult> {
  const crew = input.crewId === null ? null : await crewReceivingWork(tx, orgId, input.crewId, 'crewId');
  const { placeholderHours } = await loadSchedulingContext(tx, orgId, now);
  const crewDay: CrewDay = { crewId: input.crewId, day: input.date };
  const visit = input.scheduleId === undefined ? null : { estimateId: input.estimateId, scheduleId: input.scheduleId };
  const movedHere =
    visit !== null &&
    (await moveVisit(tx, orgId, visit, { crewId: input.crewId, scheduledDate: input.date }, now)).moved;
  const route = await lockCrewDay(tx, orgId, crewDay, now);

  const stops = await loadDayStops(tx, orgId, crewDay);
  const { scheduleId, plannedHours, existing } = await placeOnDay(tx, orgId, input, stops, now);
  const before = stops.map((stop) => stop.scheduleId);
  const started = new Set(stops.filter((stop) => stop.started).map((stop) => stop.scheduleId));
  const { order, position } = putNext(before, scheduleId, started);
  await writeDayOrder(tx, orgId, order, now);
  if (crew) await setOrderMode(tx, orgId, route.id, 'manual', now);
  await crewDaysChanged(tx, orgId, [crewDay], [input.estimateId], now);

  const byId = new Map(stops.map((stop) => [stop.scheduleId, stop]));
  const dayWork = [...stops.filter((stop) => stop.scheduleId !== scheduleId), { plannedHours }];
  return {
    scheduleId,
    estimateId: input.estimateId,
    crewId: input.crewId,
    date: input.date,
    wasAlreadyOnTheDay: existing && !movedHere,
    position,
    orderedScheduleIds: order,
    orderPinned: crew !== null,
    displaced: passedStops(before, order, scheduleId).flatMap((id) => {
      const stop = byId.get(id);
      return stop
        ? [{ scheduleId: id, estimateId: stop.estimateId, jobNumber: stop.jobNumber, addressLabel: stop.siteLabel }]
        : [];
    }),
    dayEndsAtMinutes: dayEndsAtMinutes(
      crew ?? { dayStartMinutes: null, dayEndMinutes: null },
      dayWork,
      placeholderHours,
    ),
  };
}
