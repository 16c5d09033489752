import { construct } from './construct';
import { improve } from './improve';
import { placedReason, unplacedReason } from './reasons';
import { createState, removalSaving, type State } from './state';
import { driveMinutes } from './travel';
import type { Plan, PlannedDay, PlannedJob, PlannerInput, PlannerOptions, UnplacedJob } from './types';

/**
 * Jobs the search weighs unless told otherwise (improve.ts): what bounds it, so the same seed and
 * evaluations give the same plan on any machine.
 */
export const DEFAULT_MAX_EVALUATIONS = 60_000;
/**
 * Wall-clock safety net (ms), never the budget: it bites only on a machine so loaded that the
 * evaluations take several times their usual time, and only then can one seed's plan differ.
 */
export const DEFAULT_TIME_BUDGET_MS = 10_000;

/** Hours of a piece, rounded to the minute; the last piece takes the rest so the pieces add up to the job's hours. */
function pieceHours(jobHours: number, minutes: readonly number[]): number[] {
  if (minutes.length === 1) return [jobHours];
  const hours = minutes.slice(0, -1).map((value) => value / 60);
  const rest = Math.round((jobHours - hours.reduce((sum, value) => sum + value, 0)) * 1e6) / 1e6;
  return [...hours, rest];
}

/** The road metres a placed job adds: what taking its stops out of the final routes would save. */
function addedMetersOf(state: State, jobIndex: number): number {
  let meters = 0;
  for (const piece of state.placement[jobIndex]!) {
    const slot = state.slots[piece.slot]!;
    const at = slot.owners.indexOf(jobIndex);
    if (at >= 0) meters += removalSaving(slot, state.origin, at);
  }
  return meters;
}

function summaryOf(state: State, placed: readonly PlannedJob[]): Plan['summary'] {
  let before = 0;
  let after = 0;
  let length = 0;
  const touched = new Set<number>();
  for (const pieces of state.placement) for (const piece of pieces ?? []) touched.add(piece.slot);
  for (const slot of state.slots) {
    before += slot.beforeMinutes;
    after += slot.bookedMinutes;
    length += slot.lengthMinutes;
  }
  const hours = state.jobs.reduce((sum, facts, index) => sum + (state.placement[index] ? facts.job.hours : 0), 0);
  // The routes' growth as a whole (each insertion's and removal's exact change, summed as they happened).
  const meters = Math.max(0, state.meters);
  return {
    jobs: placed.length,
    hours: Math.round(hours * 100) / 100,
    addedMeters: Math.round(meters),
    addedDriveMinutes: Math.round(driveMinutes(meters)),
    crewDays: touched.size,
    loadBefore: length > 0 ? Math.round((before / length) * 1000) / 1000 : 0,
    loadAfter: length > 0 ? Math.round((after / length) * 1000) / 1000 : 0,
  };
}

/** The crew-days the plan adds work to, by crew then day; unlocated work after the located, by priority. */
function plannedDays(state: State): PlannedDay[] {
  const onSlot = new Map<number, number[]>();
  for (const [jobIndex, pieces] of state.placement.entries())
    for (const piece of pieces ?? []) {
      const jobs = onSlot.get(piece.slot) ?? [];
      jobs.push(jobIndex);
      onSlot.set(piece.slot, jobs);
    }
  return [...onSlot.entries()]
    .sort(([a], [b]) => a - b)
    .map(([slotIndex, jobs]) => {
      const slot = state.slots[slotIndex]!;
      const routed = slot.owners.filter((owner) => owner >= 0 && jobs.includes(owner));
      const rest = jobs
        .filter((jobIndex) => !routed.includes(jobIndex))
        .sort((a, b) => state.jobs[a]!.rank - state.jobs[b]!.rank);
      return {
        crewId: state.input.crews[slot.crewIndex]!.id,
        day: state.input.days[slot.dayIndex]!,
        lengthMinutes: slot.lengthMinutes,
        beforeMinutes: slot.beforeMinutes,
        afterMinutes: slot.bookedMinutes,
        jobIds: [...routed, ...rest].map((jobIndex) => state.jobs[jobIndex]!.job.id),
      };
    });
}

/**
 * Plans the queue (docs/decisions/scheduling.md "Planner"): regret insertion, then ruin and
 * recreate under a budget of evaluations (improve.ts). Never past a day's cap, never on a locked day or a crew that
 * does not take the work, long work over consecutive days of one crew, rounds inside their windows.
 */
export function planQueue(input: PlannerInput, options: PlannerOptions): Plan {
  const clock = options.clock ?? Date.now;
  const started = clock();
  const state = createState(input);
  construct(state);
  improve(state, options.seed, {
    evaluations: options.maxEvaluations ?? DEFAULT_MAX_EVALUATIONS,
    deadline: started + (options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS),
    clock,
  });
  const placed: PlannedJob[] = [];
  const unplaced: UnplacedJob[] = [];
  const order = state.jobs.map((facts, index) => index).sort((a, b) => state.jobs[a]!.rank - state.jobs[b]!.rank);
  for (const jobIndex of order) {
    const facts = state.jobs[jobIndex]!;
    const pieces = state.placement[jobIndex];
    if (!pieces) {
      unplaced.push({ jobId: facts.job.id, reason: unplacedReason(state, jobIndex) });
      continue;
    }
    const hours = pieceHours(
      facts.job.hours,
      pieces.map((piece) => piece.minutes),
    );
    placed.push({
      jobId: facts.job.id,
      pieces: pieces.map((piece, index) => {
        const slot = state.slots[piece.slot]!;
        return {
          crewId: input.crews[slot.crewIndex]!.id,
          day: input.days[slot.dayIndex]!,
          minutes: piece.minutes,
          hours: hours[index]!,
        };
      }),
      addedMeters: addedMetersOf(state, jobIndex),
      reason: placedReason(state, jobIndex),
    });
  }
  return { placed, days: plannedDays(state), unplaced, summary: summaryOf(state, placed) };
}
