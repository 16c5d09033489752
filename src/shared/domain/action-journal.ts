import type { Day } from '../contract/common';
import type { CrewDay } from './crew-day';

/*
 * The action journal's picture of what one board action changed (docs/decisions/board.md "Undo on
 * the server"): pure functions over snapshots of crew-days taken under their locks, before and after.
 */

/** What the undo puts back of a placement: every column an action may change, and what it was made with. */
export interface PlacementState {
  estimateId: string;
  crewId: string | null;
  scheduledDate: Day;
  sortOrder: number;
  note: string | null;
  plannedHours: number | null;
  lineItemId: string | null;
  round: number | null;
  createdAt: string;
}

/** A crew-day's order control and its stops in drive order. */
export interface DayState {
  orderMode: string;
  orderSource: string;
  order: string[];
  /** The estimate of each stop of `order`, so a stop taken off since can still be named. */
  jobs: string[];
}

/** One crew-day as locked: its route row, its control version, its stops. */
export interface DaySnapshot extends CrewDay {
  routeId: string;
  controlVersion: number;
  state: DayState;
  placements: Record<string, PlacementState>;
}

export interface JournalDay extends CrewDay {
  routeId: string;
  before: DayState;
  after: DayState;
  /** The day's version once the action committed: the undo's fast guard. */
  versionAfter: number;
}

export interface JournalPlacement {
  id: string;
  /** null: the action created it (its undo removes it). */
  before: PlacementState | null;
  /** null: the action removed it (its undo places it again, with its id). */
  after: PlacementState | null;
}

/** What the journal keeps of one action. */
export interface JournalChanges {
  days: JournalDay[];
  placements: JournalPlacement[];
}

const samePlacement = (a: PlacementState | null, b: PlacementState | null): boolean =>
  a === null || b === null
    ? a === b
    : a.estimateId === b.estimateId &&
      a.crewId === b.crewId &&
      a.scheduledDate === b.scheduledDate &&
      a.sortOrder === b.sortOrder &&
      a.note === b.note &&
      a.plannedHours === b.plannedHours &&
      a.lineItemId === b.lineItemId &&
      a.round === b.round;

const sameState = (a: DayState, b: DayState): boolean =>
  a.orderMode === b.orderMode && a.orderSource === b.orderSource && a.order.join() === b.order.join();

/**
 * The action's changes from the days as they were locked (`before`) and as they are at its end
 * (`after`, the same days read again): the placements that differ and the days that differ. Null
 * when the action changed nothing (a move onto the day it is on, a bump with nothing to move).
 */
export function diffSnapshots(before: readonly DaySnapshot[], after: readonly DaySnapshot[]): JournalChanges | null {
  const was = new Map<string, PlacementState>();
  const is = new Map<string, PlacementState>();
  for (const day of before) for (const [id, state] of Object.entries(day.placements)) was.set(id, state);
  for (const day of after) for (const [id, state] of Object.entries(day.placements)) is.set(id, state);
  const placements: JournalPlacement[] = [];
  for (const id of new Set([...was.keys(), ...is.keys()])) {
    const then = was.get(id) ?? null;
    const now = is.get(id) ?? null;
    if (!samePlacement(then, now)) placements.push({ id, before: then, after: now });
  }
  const afterOf = new Map(after.map((day) => [day.routeId, day]));
  const days: JournalDay[] = [];
  for (const day of before) {
    const later = afterOf.get(day.routeId);
    if (!later) continue;
    const changed = later.controlVersion !== day.controlVersion || !sameState(day.state, later.state);
    const holdsChange = placements.some((placement) =>
      [placement.before, placement.after].some(
        (state) => state !== null && state.crewId === day.crewId && state.scheduledDate === day.day,
      ),
    );
    if (!changed && !holdsChange) continue;
    days.push({
      crewId: day.crewId,
      day: day.day,
      routeId: day.routeId,
      before: day.state,
      after: later.state,
      versionAfter: later.controlVersion,
    });
  }
  return placements.length === 0 && days.length === 0 ? null : { days, placements };
}

/** What a person reads about a stop: its job number. */
export type JobLabel = (estimateId: string) => string;

/**
 * How a crew-day differs now from how the action left it, in words; empty when it is as the action
 * left it. Order on an automatic day is the optimizer's to change, so only a pinned day's order counts.
 */
export function dayChanges(
  left: JournalDay,
  leftPlacements: ReadonlyMap<string, PlacementState>,
  now: DaySnapshot,
  job: JobLabel,
): string[] {
  const changes: string[] = [];
  const nowIds = new Set(now.state.order);
  const leftIds = new Set(left.after.order);
  for (const id of now.state.order) {
    const state = now.placements[id];
    if (state && !leftIds.has(id)) changes.push(`${job(state.estimateId)} was added`);
  }
  left.after.order.forEach((id, index) => {
    if (!nowIds.has(id)) changes.push(`${job(left.after.jobs[index] ?? '')} was taken off`);
  });
  for (const id of left.after.order) {
    const then = leftPlacements.get(id);
    const current = now.placements[id];
    if (!then || !current) continue;
    if (then.plannedHours !== current.plannedHours) changes.push(`${job(current.estimateId)} has other hours`);
    if (then.note !== current.note) changes.push(`${job(current.estimateId)} has another note`);
  }
  if (left.after.orderMode !== now.state.orderMode) {
    changes.push(now.state.orderMode === 'manual' ? 'its order was pinned' : 'its order was handed to the optimizer');
  } else if (now.state.orderMode === 'manual' && changes.length === 0) {
    const kept = now.state.order.filter((id) => leftIds.has(id));
    const wanted = left.after.order.filter((id) => nowIds.has(id));
    const moved = kept.findIndex((id, index) => id !== wanted[index]);
    const id = kept[moved];
    const state = id === undefined ? undefined : now.placements[id];
    if (state) changes.push(`${job(state.estimateId)} is now stop ${moved + 1}`);
  }
  return changes;
}
