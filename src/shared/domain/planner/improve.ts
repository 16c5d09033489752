import { mulberry32 } from '../random';
import { construct } from './construct';
import { repartition } from './repartition';
import { roadMeters } from './travel';
import {
  beginStep,
  better,
  placesMore,
  keepStep,
  place,
  rollback,
  scoreOf,
  snapshot,
  tidyRoute,
  undoStep,
  unplace,
  type Score,
  type State,
} from './state';
import { bestTwo } from './ways';

/*
 * The search after construction: ruin and recreate, one move for every change. A step either takes
 * some placed work off (the jobs nearest a drawn one, all the new work of the days near it, or jobs
 * anywhere) and puts it back with the work still out (each to its cheapest day with room, in an
 * order drawn for the step, or by regret), or re-splits the work of three days exactly
 * (repartition.ts); each changed day is then ordered as it will be driven (route.ts). Simulated
 * annealing decides, winning the objective's aims one at a time:
 * - first the most work: a step is kept when its weighed score (driving, less OUT_METERS a minute
 *   placed and RANK_METERS a step of priority) is within a drawn threshold of the current plan's,
 *   whose scale falls from START_SHARE of the driving per job by END_FALL over the budget;
 * - after HOLD_FROM of the budget, the least driving for that work: from the best plan seen, a step
 *   is kept only when it places as much (minutes, then due rounds) as that plan and its driving is
 *   within a threshold whose scale starts again at HOLD_START of the first. Weighing minutes
 *   against metres alone let a quarter hour more work cost tens of kilometres, and the answer was
 *   the first plan that found it; holding the work makes every later step count for driving.
 * A refused step is undone from its journal. The answer is the best plan seen by the strict order
 * (`better`). Every draw comes from the seeded generator: one seed, one budget, one plan.
 */

/** Share of the placed jobs one step takes off at most, and bounds on it. */
const RUIN_SHARE = 0.12;
const RUIN_MIN = 2;
/** Small queues still take off this many at most: moving two jobs at a time cannot rebuild a day. */
const RUIN_SMALL_MOST = 6;
const RUIN_MAX = 24;
/**
 * The annealing threshold's scale at the first step, as a share of the constructed plan's driving
 * per placed job (a town's plan and a county's anneal alike), and its fall by the last step.
 */
const START_SHARE = 0.5;
const END_FALL = 100;
/** Share of the budget spent on the most work before driving alone is searched, and that stretch's first scale. */
const HOLD_FROM = 0.25;
const HOLD_START = 0.5;
/** Share of the steps that re-split the work of a few days exactly (repartition.ts) instead. */
const REPARTITION_SHARE = 0.15;
/** Regret insertion weighs every pair of waiting jobs: only for steps with at most this many out. */
const REGRET_MAX_JOBS = 12;

export interface SearchBudget {
  /**
   * Jobs the steps may weigh (each job a step puts back or re-splits): the budget that makes one
   * seed give one plan on any machine. A small queue's step weighs few, so it gets many steps.
   */
  evaluations: number;
  /** Wall-clock safety net only: an overloaded machine stops here, and only then can a seed's plan differ. */
  deadline: number;
  clock: () => number;
}

function shuffled(values: number[], random: () => number): number[] {
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [values[index], values[other]] = [values[other]!, values[index]!];
  }
  return values;
}

/** The jobs placed (or not), by index: plain loops, as these run every step. */
function jobsWhere(state: State, placed: boolean): number[] {
  const jobs: number[] = [];
  for (let jobIndex = 0; jobIndex < state.placement.length; jobIndex++)
    if ((state.placement[jobIndex] !== null) === placed) jobs.push(jobIndex);
  return jobs;
}

const placedJobs = (state: State) => jobsWhere(state, true);
const unplacedJobs = (state: State) =>
  jobsWhere(state, false).sort((a, b) => state.jobs[a]!.rank - state.jobs[b]!.rank);

/** Each job onto its cheapest day (or run of days) with room, in the order given. */
function fill(state: State, jobs: readonly number[]): void {
  for (const jobIndex of jobs) {
    const { best } = bestTwo(state, jobIndex);
    if (best) place(state, jobIndex, best);
  }
}

/** Every located job by distance from each, itself first; worked out once a job is first drawn. */
function nearness(state: State): (jobIndex: number) => number[] {
  const known = new Map<number, number[]>();
  return (jobIndex) => {
    let near = known.get(jobIndex);
    if (!near) {
      const at = state.jobs[jobIndex]!.job.location!;
      near = state.jobs
        .flatMap((facts, index) => (facts.job.location ? [{ index, meters: roadMeters(at, facts.job.location) }] : []))
        .sort((a, b) => a.meters - b.meters || a.index - b.index)
        .map((entry) => entry.index);
      known.set(jobIndex, near);
    }
    return near;
  };
}

/** The jobs one step takes off: near a drawn placed job, the new work of the days near it, or anywhere. */
function ruin(state: State, random: () => number, near: (jobIndex: number) => number[]): number[] {
  const placed = placedJobs(state);
  if (placed.length === 0) return [];
  const most = Math.max(RUIN_SMALL_MOST, Math.min(RUIN_MAX, Math.round(placed.length * RUIN_SHARE)));
  const count = Math.min(placed.length, RUIN_MIN + Math.floor(random() * (most - RUIN_MIN + 1)));
  const centre = placed[Math.floor(random() * placed.length)]!;
  const kind = random();
  if (!state.jobs[centre]!.job.location || kind < 0.2) return shuffled(placed, random).slice(0, count);
  const nearest = near(centre).filter((jobIndex) => state.placement[jobIndex]);
  if (kind < 0.6) return nearest.slice(0, count);
  // The days of the nearest jobs, each losing all the work the plan put on it.
  const days = new Set<number>();
  const taken = new Set<number>();
  for (const jobIndex of nearest) {
    if (taken.size >= count) break;
    for (const piece of state.placement[jobIndex]!) days.add(piece.slot);
    for (const other of placed) if (state.placement[other]!.some((piece) => days.has(piece.slot))) taken.add(other);
  }
  return [...taken];
}

/** A drawn job's day, the day of the nearest job on another day, and any open day. */
function nearDays(state: State, random: () => number, near: (jobIndex: number) => number[]): number[] {
  const placed = placedJobs(state);
  if (placed.length === 0) return [];
  const centre = placed[Math.floor(random() * placed.length)]!;
  const days = [state.placement[centre]![0]!.slot];
  if (state.jobs[centre]!.job.location)
    for (const other of near(centre)) {
      const slot = state.placement[other]?.[0]!.slot;
      if (slot !== undefined && slot !== days[0]) {
        days.push(slot);
        break;
      }
    }
  const any = Math.floor(random() * state.slots.length);
  if (!days.includes(any) && !state.slots[any]!.locked) days.push(any);
  return days;
}

/** The work out goes back: by regret, or each to its cheapest day in an order drawn for the step. */
/** Answers how many jobs it weighed. */
function recreate(state: State, random: () => number, centre: number | undefined): number {
  // Work longer than the room on every day of the crews that take it stays out without a look
  // (most of what is out, on a full plan).
  const out = unplacedJobs(state).filter((jobIndex) => {
    const facts = state.jobs[jobIndex]!;
    return facts.crews.some(
      (crewIndex) =>
        facts.minutes <= (facts.splitFor[crewIndex] ? state.crewFree[crewIndex]! : state.crewMostFree[crewIndex]!),
    );
  });
  const draw = random();
  if (draw < 0.2 && out.length <= REGRET_MAX_JOBS) construct(state, out);
  else if (draw < 0.45) fill(state, shuffled(out, random));
  else fill(state, keyedOrder(state, out, random, draw < 0.7, centre));
  return out.length;
}

/** The longest first (short work fills the gaps long work leaves), or by distance from the ruin. */
function keyedOrder(
  state: State,
  out: readonly number[],
  random: () => number,
  longestFirst: boolean,
  centre: number | undefined,
): number[] {
  const from = centre === undefined ? null : state.jobs[centre]!.job.location;
  const sign = random() < 0.5 ? 1 : -1;
  const key = (jobIndex: number) => {
    if (longestFirst) return -state.jobs[jobIndex]!.minutes - random();
    const location = state.jobs[jobIndex]!.job.location;
    return from && location ? sign * roadMeters(from, location) : Number.POSITIVE_INFINITY;
  };
  return out
    .map((jobIndex) => ({ jobIndex, key: key(jobIndex) }))
    .sort((a, b) => a.key - b.key || a.jobIndex - b.jobIndex)
    .map((entry) => entry.jobIndex);
}

/**
 * What the annealing weighs: driving, plus OUT_METERS for each minute of work left out and
 * RANK_METERS for each step of priority lost, so a step may leave work out for a while when that
 * frees a way to a better packing. The best plan is still chosen by the strict order (`better`).
 */
const OUT_METERS = 200;
const RANK_METERS = 10;
const weighed = (score: Score) => score.cost - OUT_METERS * score.placedMinutes - RANK_METERS * score.rankScore;

/** Orders every day the plan adds to as it will be driven. */
function tidyPlannedDays(state: State, slots: Iterable<number>): void {
  for (const slotIndex of slots)
    if (state.slots[slotIndex]!.owners.some((owner) => owner >= 0)) tidyRoute(state, slotIndex);
}

export function improve(state: State, seed: number, budget: SearchBudget): void {
  const random = mulberry32(seed);
  const near = nearness(state);
  fill(state, unplacedJobs(state));
  tidyPlannedDays(state, state.slots.keys());
  let best = snapshot(state);
  let bestScore = scoreOf(state);
  let current = bestScore;
  const start = (START_SHARE * current.cost) / Math.max(1, placedJobs(state).length);
  const holdFrom = HOLD_FROM * budget.evaluations;
  let holding = false;
  for (let used = 0, step = 0; used < budget.evaluations; step++) {
    if (step % 16 === 0 && budget.clock() > budget.deadline) break;
    if (!holding && used >= holdFrom) {
      holding = true;
      if (better(bestScore, current)) rollback(state, best);
      current = bestScore;
    }
    const scale = holding
      ? start * HOLD_START * END_FALL ** -((used - holdFrom) / (budget.evaluations - holdFrom))
      : start * END_FALL ** -(used / budget.evaluations);
    beginStep(state);
    if (random() < REPARTITION_SHARE) {
      const resplit = repartition(state, nearDays(state, random, near));
      used += Math.max(1, resplit);
      if (resplit === 0) {
        undoStep(state);
        continue;
      }
    } else {
      const removed = ruin(state, random, near);
      for (const jobIndex of removed) unplace(state, jobIndex);
      used += Math.max(1, recreate(state, random, removed[0]));
    }
    tidyPlannedDays(state, [...state.journal!.slots.keys()]);
    const candidate = scoreOf(state);
    const threshold = -scale * Math.log(1 - random());
    const kept = holding
      ? placesMore(candidate, bestScore) >= 0 && candidate.cost <= current.cost + threshold
      : weighed(candidate) <= weighed(current) + threshold;
    if (kept) {
      keepStep(state);
      current = candidate;
      if (better(candidate, bestScore)) {
        best = snapshot(state);
        bestScore = candidate;
      }
    } else undoStep(state);
  }
  if (better(bestScore, current)) rollback(state, best);
  // A re-split may have left room no step filled: work that fits now goes in (only ever better).
  const out = unplacedJobs(state);
  fill(state, out);
  tidyPlannedDays(
    state,
    new Set(out.flatMap((jobIndex) => (state.placement[jobIndex] ?? []).map((piece) => piece.slot))),
  );
}
