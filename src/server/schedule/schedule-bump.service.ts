import type { Day } from '../../shared/contract/common';
import type { Bump, BumpResult } from '../../shared/contract/bump';
import { planBump, type BumpMove } from '../../shared/domain/bump-plan';
import { staysPut } from '../../shared/domain/day-moves';
import { appendStops } from '../../shared/domain/drive-order';
import type { Tx } from '../db/client';
import { conflict } from '../http/app-error';
import { crewDayKey, listDayPlacements, lockCrewDays, writeDayOrder } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import { listHeldDays, moveStops, readControlVersions, setOrderMode } from './schedule-ops.repo';
import { crewReceivingWork, loadDayStops, lockedRoute, type DayStopFacts } from './schedule-ops.service';

/** What a route row starts at (schema default): a day with no row reads as this version. */
const INITIAL_CONTROL_VERSION = 1;

interface BumpOutline {
  toDate: Day;
  stops: DayStopFacts[];
  moves: BumpMove[];
}

/** Where each live stop of the source day lands (api.md: multi-day jobs skip the days they already hold). */
async function outlineBump(tx: Tx, orgId: string, input: Bump): Promise<BumpOutline> {
  const stops = await loadDayStops(tx, orgId, { crewId: input.crewId, day: input.fromDate });
  const moving = stops.filter((stop) => !staysPut(stop.status));
  const held = new Map<string, Set<Day>>();
  for (const { estimateId, day } of await listHeldDays(
    tx,
    orgId,
    input.crewId,
    moving.map((stop) => stop.estimateId),
    input.fromDate,
  )) {
    held.set(estimateId, (held.get(estimateId) ?? new Set()).add(day));
  }
  const { toDate, moves } = planBump(
    input.fromDate,
    input.days,
    moving,
    (estimateId) => held.get(estimateId) ?? new Set(),
  );
  return { toDate, stops, moves };
}

/** The days work lands on: the target day, and the later days of jobs that already held it. */
function landingDays(crewId: string | null, outline: BumpOutline): CrewDay[] {
  const days = new Set([outline.toDate, ...outline.moves.map((move) => move.toDate)]);
  return [...days].map((day) => ({ crewId, day }));
}

function movesByDay(moves: readonly BumpMove[]): Map<Day, string[]> {
  const byDay = new Map<Day, string[]>();
  for (const move of moves) byDay.set(move.toDate, [...(byDay.get(move.toDate) ?? []), move.scheduleId]);
  return byDay;
}

const targetChanged = () =>
  conflict('Another change landed on the target day while this bump waited; nothing moved, try again');

/**
 * POST /schedule/bump: the crew's whole day moves `days` working days forward, all or nothing.
 * Days are locked in date order (source first, targets after it), so bumps never deadlock; a
 * target whose version moved between our first look and our lock means a concurrent bump landed
 * work there, and we answer 409 rather than pile onto a day the caller has not seen.
 */
export async function bumpDay(tx: Tx, orgId: string, input: Bump, now: Date): Promise<BumpResult> {
  if (input.crewId !== null) await crewReceivingWork(tx, orgId, input.crewId, 'crewId');
  const source: CrewDay = { crewId: input.crewId, day: input.fromDate };
  const targets = landingDays(input.crewId, await outlineBump(tx, orgId, input));
  const seen = await readControlVersions(
    tx,
    orgId,
    input.crewId,
    targets.map((target) => target.day),
  );
  const locked = await lockCrewDays(tx, orgId, [source, ...targets], now);
  const changedMeanwhile = targets.some(
    (target) => lockedRoute(locked, target).controlVersion !== (seen.get(target.day) ?? INITIAL_CONTROL_VERSION),
  );
  if (changedMeanwhile) throw targetChanged();

  // The source may have gained stops while we waited for its lock: plan again from what is there now.
  const outline = await outlineBump(tx, orgId, input);
  if (!landingDays(input.crewId, outline).every((day) => locked.has(crewDayKey(day)))) throw targetChanged();

  const arrivals = movesByDay(outline.moves);
  for (const [day, arriving] of arrivals) {
    const already = (await listDayPlacements(tx, orgId, { crewId: input.crewId, day })).map(
      (placement) => placement.id,
    );
    await moveStops(tx, orgId, arriving, { day }, now);
    await writeDayOrder(tx, orgId, appendStops(already, arriving), now);
  }
  const moved = new Set(outline.moves.map((move) => move.scheduleId));
  await writeDayOrder(
    tx,
    orgId,
    outline.stops.filter((stop) => !moved.has(stop.scheduleId)).map((stop) => stop.scheduleId),
    now,
  );

  const target: CrewDay = { crewId: input.crewId, day: outline.toDate };
  const pinTravels = moved.size > 0 && lockedRoute(locked, source).orderMode === 'manual';
  if (pinTravels) {
    await setOrderMode(tx, orgId, lockedRoute(locked, target).id, 'manual', now);
    await setOrderMode(tx, orgId, lockedRoute(locked, source).id, 'automatic', now);
  }
  if (moved.size > 0) {
    const landed = [...arrivals.keys()].map((day) => ({ crewId: input.crewId, day }));
    await crewDaysChanged(
      tx,
      orgId,
      [source, ...(pinTravels ? [target] : []), ...landed],
      outline.moves.map((move) => move.estimateId),
      now,
    );
  }
  return {
    fromDate: input.fromDate,
    toDate: outline.toDate,
    movedCount: moved.size,
    landedLater: outline.moves
      .filter((move) => move.landedLater)
      .map((move) => ({
        scheduleId: move.scheduleId,
        jobId: move.estimateId,
        landedOn: move.toDate,
        reason: 'job_already_had_that_day' as const,
      })),
    orderPinned: pinTravels || lockedRoute(locked, target).orderMode === 'manual',
  };
}
