import type { LatLng } from '../geo';
import { crewTakes, inHomeDistrict } from '../crew-capabilities';
import { bestOrder, routeMeters } from './route';
import { roadMeters } from './travel';
import type { PlannerInput, PlannerJob } from './types';

/*
 * The planner's working state: every crew-day of the window as a slot with its load and its route
 * (the located stops in drive order, old and new), and where each job sits. Moves change it in
 * place and are undone exactly, so the search is deterministic for a seed.
 */

/** Driving a job outside its crew's home districts weighs as this many more metres (a preference, not a rule). */
export const HOME_PENALTY_METERS = 1000;
/**
 * An overdue round weighs as this many more metres for each planned day it waits past the first:
 * pulled to the earliest day with room unless a later one saves more driving than that.
 */
export const LATE_METERS_PER_DAY = 1000;
/** A piece of split work is at least an hour (or the whole rest): a 15-minute visit is no day's work. */
export const MIN_PIECE_MINUTES = 60;

export interface Slot {
  crewIndex: number;
  dayIndex: number;
  lengthMinutes: number;
  capMinutes: number;
  bookedMinutes: number;
  beforeMinutes: number;
  locked: boolean;
  /** Located stops in drive order; `owner` -1 for a stop already there, else the job's index. */
  points: LatLng[];
  owners: number[];
  labels: string[];
}

export interface Piece {
  slot: number;
  minutes: number;
}

export interface Option {
  pieces: Piece[];
  /** Metres added over the pieces' routes plus the preferences (preferenceMeters). */
  cost: number;
}

export interface JobFacts {
  job: PlannerJob;
  minutes: number;
  /** Lower is placed first when room is scarce: earliest due round or oldest acceptance. */
  rank: number;
  /** Slot index -> may the job go there (crew takes it, not held, in its window, open). */
  allowed: Uint8Array;
  /** Home penalty per crew. */
  penalty: Float64Array;
  /** LATE_METERS_PER_DAY for an overdue round, else 0. */
  lateMeters: number;
  /** Longer than its crew's longest day: split over consecutive days. */
  splitFor: Uint8Array;
  /** Crews with a day the job may go on, and those days (slot indexes, ascending). */
  crews: number[];
  open: Int32Array;
  /** Where each of `crews` starts in `open` (one more entry: the end). */
  crewStarts: Int32Array;
  /** Splits on some crew: its options are runs of days (optionsFor), not single days. */
  splits: boolean;
}

export interface State {
  input: PlannerInput;
  slots: Slot[];
  /** slot index of (crew, day): crewIndex * days + dayIndex. */
  days: number;
  jobs: JobFacts[];
  placement: (Piece[] | null)[];
  origin: LatLng | null;
  /** Totals the objective reads, kept as moves happen. */
  placedMinutes: number;
  /** Priority of the program rounds placed (earliest due first): sum of `n - rank` over them. */
  dueScore: number;
  /** Priority of all the work placed (earliest due, then oldest acceptance): sum of `n - rank`. */
  rankScore: number;
  meters: number;
  penalty: number;
  squares: number;
  /**
   * Per crew, over its open days: the most free minutes of one day and the free minutes of all,
   * kept as loads change, so a scan passes over a crew with no room without reading its days.
   */
  crewMostFree: Float64Array;
  crewFree: Float64Array;
  /** Metres of inserting job j into slot s, at j * slots + s; NaN when the slot changed since. */
  insertion: Float64Array;
  /**
   * Per job and crew (at j * crews + c), the job's two cheapest ways onto the crew's days and the
   * first day of the cheapest (ways.ts), good while `wayFresh` is 1: until one of the crew's days changes.
   */
  wayBest: Float64Array;
  waySecond: Float64Array;
  wayStart: Int32Array;
  wayFresh: Uint8Array;
  /** Open while a ruin and recreate runs: what it changed, to undo it if refused. */
  journal: Journal | null;
}

const priorityKey = (job: PlannerJob): string =>
  job.round ? job.round.dueOn : job.acceptedAt ? job.acceptedAt.slice(0, 10) : '9999-12-31';

/** Earliest due round or oldest acceptance first, then the job's own label (stable whatever the input order). */
export function priorityOrder(jobs: readonly PlannerJob[]): number[] {
  return jobs
    .map((job, index) => index)
    .sort((a, b) => {
      const ka = priorityKey(jobs[a]!);
      const kb = priorityKey(jobs[b]!);
      if (ka !== kb) return ka < kb ? -1 : 1;
      const aa = jobs[a]!.acceptedAt ?? '';
      const ab = jobs[b]!.acceptedAt ?? '';
      if (aa !== ab) return aa < ab ? -1 : 1;
      return jobs[a]!.label < jobs[b]!.label ? -1 : jobs[a]!.label > jobs[b]!.label ? 1 : 0;
    });
}

/** The last day a job may take: its round's due day, or any day of the window once overdue or ordinary. */
export function windowOf(job: PlannerJob, days: readonly string[]): { first: string; last: string } {
  const lastDay = days[days.length - 1] ?? '9999-12-31';
  if (!job.round) return { first: '0000-01-01', last: lastDay };
  const due = job.round.dueOn;
  return { first: job.round.windowOpensOn, last: due >= (days[0] ?? '') ? due : lastDay };
}

export const square = (slot: Slot) => (slot.bookedMinutes / Math.max(1, slot.lengthMinutes)) ** 2;

export function createState(input: PlannerInput): State {
  const days = input.days.length;
  const crewIndexOf = new Map(input.crews.map((crew, index) => [crew.id, index]));
  const slots: Slot[] = [];
  for (const [crewIndex, crew] of input.crews.entries())
    for (let dayIndex = 0; dayIndex < days; dayIndex++)
      slots.push({
        crewIndex,
        dayIndex,
        lengthMinutes: crew.dayLengthMinutes,
        capMinutes: Math.floor(crew.dayLengthMinutes * (1 + input.maxOverbookPercent / 100)),
        bookedMinutes: 0,
        beforeMinutes: 0,
        locked: false,
        points: [],
        owners: [],
        labels: [],
      });
  const dayIndexOf = new Map(input.days.map((day, index) => [day, index]));
  for (const crewDay of input.crewDays) {
    const crewIndex = crewIndexOf.get(crewDay.crewId);
    const dayIndex = dayIndexOf.get(crewDay.day);
    if (crewIndex === undefined || dayIndex === undefined) continue;
    const slot = slots[crewIndex * days + dayIndex]!;
    slot.bookedMinutes = crewDay.bookedMinutes;
    slot.beforeMinutes = crewDay.bookedMinutes;
    slot.locked = crewDay.locked !== null;
    for (const stop of crewDay.stops)
      if (stop.location) {
        slot.points.push(stop.location);
        slot.owners.push(-1);
        slot.labels.push(stop.label);
      }
  }
  const order = priorityOrder(input.jobs);
  const rankOf = new Array<number>(input.jobs.length);
  order.forEach((jobIndex, rank) => (rankOf[jobIndex] = rank));
  // Whether a crew takes a set of categories, asked once per distinct set (jobs share a few).
  const takes = new Map<string, boolean[]>();
  const takersOf = (categories: readonly string[]) => {
    const key = categories.join('\u0000');
    let known = takes.get(key);
    if (!known) {
      known = input.crews.map((crew) => crewTakes(crew.serviceCategories, categories));
      takes.set(key, known);
    }
    return known;
  };
  const jobs = input.jobs.map((job, index): JobFacts => {
    const minutes = Math.max(1, Math.round(job.hours * 60));
    const window = windowOf(job, input.days);
    const held = new Set<number>();
    for (const key of job.heldCrewDays ?? []) {
      const [crewId, day] = key.split(' ');
      const crewIndex = crewIndexOf.get(crewId!);
      const dayIndex = dayIndexOf.get(day!);
      if (crewIndex !== undefined && dayIndex !== undefined) held.add(crewIndex * days + dayIndex);
    }
    const inWindow = input.days.map((day) => day >= window.first && day <= window.last);
    const taking = takersOf(job.categories);
    const allowed = new Uint8Array(slots.length);
    const penalty = new Float64Array(input.crews.length);
    const splitFor = new Uint8Array(input.crews.length);
    const takers: number[] = [];
    const open: number[] = [];
    const crewStarts: number[] = [];
    for (const [crewIndex, crew] of input.crews.entries()) {
      penalty[crewIndex] =
        crew.homeDistrictIds.length > 0 && !inHomeDistrict(crew.homeDistrictIds, job.districtIds)
          ? HOME_PENALTY_METERS
          : 0;
      splitFor[crewIndex] = minutes > slots[crewIndex * days]!.capMinutes ? 1 : 0;
      if (!taking[crewIndex]) continue;
      const start = open.length;
      for (let dayIndex = 0; dayIndex < days; dayIndex++) {
        const slotIndex = crewIndex * days + dayIndex;
        if (slots[slotIndex]!.locked || held.has(slotIndex) || !inWindow[dayIndex]) continue;
        allowed[slotIndex] = 1;
        open.push(slotIndex);
      }
      if (open.length > start) {
        takers.push(crewIndex);
        crewStarts.push(start);
      }
    }
    crewStarts.push(open.length);
    return {
      job,
      minutes,
      rank: rankOf[index]!,
      allowed,
      penalty,
      lateMeters: job.round && job.round.dueOn < input.days[0]! ? LATE_METERS_PER_DAY : 0,
      splitFor,
      crews: takers,
      open: Int32Array.from(open),
      crewStarts: Int32Array.from(crewStarts),
      splits: splitFor.includes(1),
    };
  });
  const state: State = {
    input,
    slots,
    days,
    jobs,
    placement: jobs.map(() => null),
    origin: input.origin,
    placedMinutes: 0,
    dueScore: 0,
    rankScore: 0,
    meters: 0,
    penalty: 0,
    squares: 0,
    crewMostFree: new Float64Array(input.crews.length),
    crewFree: new Float64Array(input.crews.length),
    insertion: new Float64Array(jobs.length * slots.length).fill(Number.NaN),
    wayBest: new Float64Array(jobs.length * input.crews.length),
    waySecond: new Float64Array(jobs.length * input.crews.length),
    wayStart: new Int32Array(jobs.length * input.crews.length),
    wayFresh: new Uint8Array(jobs.length * input.crews.length),
    journal: null,
  };
  for (let crewIndex = 0; crewIndex < input.crews.length; crewIndex++) recountCrewRoom(state, crewIndex);
  for (const slot of slots) state.squares += square(slot);
  return state;
}

/** Cheapest position (index in `points` to insert before) and the metres it adds. */
export function cheapestInsertion(slot: Slot, origin: LatLng | null, point: LatLng): { at: number; meters: number } {
  const points = slot.points;
  const n = points.length;
  if (n === 0) return { at: 0, meters: origin ? 2 * roadMeters(origin, point) : 0 };
  let bestAt = 0;
  let best = Number.POSITIVE_INFINITY;
  let previous = origin;
  let toPrevious = origin ? roadMeters(origin, point) : 0;
  for (let at = 0; at <= n; at++) {
    const next = at < n ? points[at]! : origin;
    const toNext = next ? roadMeters(next, point) : 0;
    let added: number;
    if (previous && next) added = toPrevious + toNext - roadMeters(previous, next);
    else added = previous ? toPrevious : next ? toNext : 0;
    if (added < best - 1e-9) {
      best = added;
      bestAt = at;
    }
    previous = next;
    toPrevious = toNext;
  }
  return { at: bestAt, meters: Math.max(0, best) };
}

/** Metres saved by taking the stop at `at` out of the slot's route. */
export function removalSaving(slot: Slot, origin: LatLng | null, at: number): number {
  const point = slot.points[at]!;
  const previous = at > 0 ? slot.points[at - 1]! : origin;
  const next = at + 1 < slot.points.length ? slot.points[at + 1]! : origin;
  const via = (previous ? roadMeters(previous, point) : 0) + (next ? roadMeters(point, next) : 0);
  const direct = previous && next ? roadMeters(previous, next) : 0;
  return via - direct;
}

/** The slot's route or load changed: every job's insertion cost there and ways onto its crew are read again when next asked. */
function touched(state: State, slotIndex: number): void {
  const width = state.slots.length;
  for (let at = slotIndex; at < state.insertion.length; at += width) state.insertion[at] = Number.NaN;
  roomChanged(state, state.slots[slotIndex]!.crewIndex);
}

/** One of the crew's days changed load: every job's ways onto the crew are read again. */
function roomChanged(state: State, crewIndex: number): void {
  const width = state.input.crews.length;
  for (let at = crewIndex; at < state.wayFresh.length; at += width) state.wayFresh[at] = 0;
}

/** Metres of inserting the job into the slot's route as it is now (0 for unlocated work). */
export function insertionMeters(state: State, jobIndex: number, slotIndex: number): number {
  const at = jobIndex * state.slots.length + slotIndex;
  let meters = state.insertion[at]!;
  if (Number.isNaN(meters)) {
    const location = state.jobs[jobIndex]!.job.location;
    meters = location ? cheapestInsertion(state.slots[slotIndex]!, state.origin, location).meters : 0;
    state.insertion[at] = meters;
  }
  return meters;
}

/** Free minutes of a slot under its cap. */
export const freeMinutes = (slot: Slot) => slot.capMinutes - slot.bookedMinutes;

/** A crew's room over its open days, read again after one of them changed load. */
function recountCrewRoom(state: State, crewIndex: number): void {
  let most = 0;
  let all = 0;
  for (let slotIndex = crewIndex * state.days; slotIndex < (crewIndex + 1) * state.days; slotIndex++) {
    const slot = state.slots[slotIndex]!;
    if (slot.locked) continue;
    const free = freeMinutes(slot);
    if (free > most) most = free;
    if (free > 0) all += free;
  }
  state.crewMostFree[crewIndex] = most;
  state.crewFree[crewIndex] = all;
}

/** What a slot holds, copied: a journal's or a snapshot's record of it. */
interface SlotCopy {
  bookedMinutes: number;
  points: LatLng[];
  owners: number[];
  labels: string[];
}

type Totals = [number, number, number, number, number, number];

/**
 * The slots and placements a step changed, as they were before it: `undo` puts them back, so a
 * refused ruin and recreate costs only what it touched.
 */
export interface Journal {
  slots: Map<number, SlotCopy>;
  placement: Map<number, Piece[] | null>;
  totals: Totals;
}

const copyOf = (slot: Slot): SlotCopy => ({
  bookedMinutes: slot.bookedMinutes,
  points: [...slot.points],
  owners: [...slot.owners],
  labels: [...slot.labels],
});

const totalsOf = (state: State): Totals => [
  state.placedMinutes,
  state.dueScore,
  state.rankScore,
  state.meters,
  state.penalty,
  state.squares,
];

function setSlot(state: State, slotIndex: number, copy: SlotCopy): void {
  const slot = state.slots[slotIndex]!;
  if (slot.points.length !== copy.points.length || slot.points.some((point, at) => point !== copy.points[at]))
    touched(state, slotIndex);
  if (slot.bookedMinutes !== copy.bookedMinutes) {
    slot.bookedMinutes = copy.bookedMinutes;
    recountCrewRoom(state, slot.crewIndex);
    roomChanged(state, slot.crewIndex);
  }
  slot.points = [...copy.points];
  slot.owners = [...copy.owners];
  slot.labels = [...copy.labels];
}

/** A slot is about to change: the open journal keeps it as it was, once. */
function noteSlot(state: State, slotIndex: number): void {
  const journal = state.journal;
  if (journal && !journal.slots.has(slotIndex)) journal.slots.set(slotIndex, copyOf(state.slots[slotIndex]!));
  touched(state, slotIndex);
}

function notePlacement(state: State, jobIndex: number): void {
  const journal = state.journal;
  if (journal && !journal.placement.has(jobIndex)) journal.placement.set(jobIndex, state.placement[jobIndex]!);
}

export function beginStep(state: State): void {
  state.journal = { slots: new Map(), placement: new Map(), totals: totalsOf(state) };
}

export function keepStep(state: State): void {
  state.journal = null;
}

export function undoStep(state: State): void {
  const journal = state.journal!;
  state.journal = null;
  for (const [slotIndex, copy] of journal.slots) setSlot(state, slotIndex, copy);
  for (const [jobIndex, pieces] of journal.placement) state.placement[jobIndex] = pieces;
  [state.placedMinutes, state.dueScore, state.rankScore, state.meters, state.penalty, state.squares] = journal.totals;
}

function changeLoad(state: State, slotIndex: number, minutes: number): void {
  const slot = state.slots[slotIndex]!;
  noteSlot(state, slotIndex);
  state.squares -= square(slot);
  slot.bookedMinutes += minutes;
  state.squares += square(slot);
  recountCrewRoom(state, slot.crewIndex);
}

/** Puts the job on the option's days, each stop at its cheapest place in the route. */
export function place(state: State, jobIndex: number, option: Option): void {
  const facts = state.jobs[jobIndex]!;
  const location = facts.job.location;
  notePlacement(state, jobIndex);
  for (const piece of option.pieces) {
    const slot = state.slots[piece.slot]!;
    changeLoad(state, piece.slot, piece.minutes);
    if (location) {
      const { at, meters } = cheapestInsertion(slot, state.origin, location);
      slot.points.splice(at, 0, location);
      slot.owners.splice(at, 0, jobIndex);
      slot.labels.splice(at, 0, facts.job.label);
      state.meters += meters;
    }
  }
  state.penalty += preferenceMeters(state, jobIndex, option.pieces[0]!.slot);
  state.placement[jobIndex] = option.pieces;
  state.placedMinutes += facts.minutes;
  if (facts.job.round) state.dueScore += state.jobs.length - facts.rank;
  state.rankScore += state.jobs.length - facts.rank;
}

/**
 * What the job's preferences weigh when its (first) day is `slotIndex`, in metres: a crew outside its
 * home districts, an overdue round's days of waiting. Never a rule; driving may outweigh them.
 */
export function preferenceMeters(state: State, jobIndex: number, slotIndex: number): number {
  const facts = state.jobs[jobIndex]!;
  const slot = state.slots[slotIndex]!;
  return facts.penalty[slot.crewIndex]! + facts.lateMeters * slot.dayIndex;
}

/** Takes the job off its days; the routes close up behind its stops. */
export function unplace(state: State, jobIndex: number): void {
  const facts = state.jobs[jobIndex]!;
  const pieces = state.placement[jobIndex]!;
  notePlacement(state, jobIndex);
  for (const piece of pieces) {
    const slot = state.slots[piece.slot]!;
    changeLoad(state, piece.slot, -piece.minutes);
    const at = slot.owners.indexOf(jobIndex);
    if (at >= 0) {
      state.meters -= removalSaving(slot, state.origin, at);
      slot.points.splice(at, 1);
      slot.owners.splice(at, 1);
      slot.labels.splice(at, 1);
    }
  }
  state.penalty -= preferenceMeters(state, jobIndex, pieces[0]!.slot);
  state.placement[jobIndex] = null;
  state.placedMinutes -= facts.minutes;
  if (facts.job.round) state.dueScore -= state.jobs.length - facts.rank;
  state.rankScore -= state.jobs.length - facts.rank;
}

/**
 * The objective, compared in order: most minutes placed, then the earliest-due program rounds, then
 * least driving, then the oldest work, then even load. Acceptance age comes after driving: between
 * two jobs that fill a gap alike, the one already nearby goes (docs/decisions/scheduling.md "Planner").
 */
export interface Score {
  placedMinutes: number;
  dueScore: number;
  cost: number;
  rankScore: number;
  squares: number;
}

export const scoreOf = (state: State): Score => ({
  placedMinutes: state.placedMinutes,
  dueScore: state.dueScore,
  cost: state.meters + state.penalty,
  rankScore: state.rankScore,
  squares: state.squares,
});

/** Whether `a` places more minutes, or as many and earlier-due rounds; 0 when both place the same. */
export function placesMore(a: Score, b: Score): number {
  if (a.placedMinutes !== b.placedMinutes) return a.placedMinutes > b.placedMinutes ? 1 : -1;
  if (a.dueScore !== b.dueScore) return a.dueScore > b.dueScore ? 1 : -1;
  return 0;
}

/** Whether `a` is strictly better than `b` (metres within a metre and loads within 1e-9 are ties). */
export function better(a: Score, b: Score): boolean {
  const placing = placesMore(a, b);
  if (placing !== 0) return placing > 0;
  if (Math.abs(a.cost - b.cost) > 1) return a.cost < b.cost;
  if (a.rankScore !== b.rankScore) return a.rankScore > b.rankScore;
  return a.squares < b.squares - 1e-9;
}

/** Everything the search changes, copied: `rollback` puts the state back exactly (the best plan found). */
export interface Snapshot {
  slots: SlotCopy[];
  placement: (Piece[] | null)[];
  totals: Totals;
}

export function snapshot(state: State): Snapshot {
  return { slots: state.slots.map(copyOf), placement: [...state.placement], totals: totalsOf(state) };
}

export function rollback(state: State, saved: Snapshot): void {
  saved.slots.forEach((copy, index) => setSlot(state, index, copy));
  state.placement = [...saved.placement];
  [state.placedMinutes, state.dueScore, state.rankScore, state.meters, state.penalty, state.squares] = saved.totals;
}

/** Puts a day's stops in their best order (route.ts), when that drives less. */
export function tidyRoute(state: State, slotIndex: number): void {
  const slot = state.slots[slotIndex]!;
  if (slot.points.length < 3 || slot.locked) return;
  const before = routeMeters(slot.points, state.origin);
  const { order, meters } = bestOrder(slot.points, state.origin);
  if (meters >= before - 1e-6) return;
  noteSlot(state, slotIndex);
  slot.points = order.map((at) => slot.points[at]!);
  slot.owners = order.map((at) => slot.owners[at]!);
  slot.labels = order.map((at) => slot.labels[at]!);
  state.meters += meters - before;
}
