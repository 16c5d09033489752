import { bestOrder } from './route';
import { freeMinutes, place, tidyRoute, unplace, type State } from './state';

/*
 * An exact move for tightly packed days (docs/decisions/scheduling.md "Planner"): the one-day work
 * the plan put on a few days is split among those days again, every split weighed, each day driven
 * in its best order. Cheapest insertion cannot find it: pairing two half-day jobs on an empty day
 * means first taking both off days they fit on well enough.
 */

/** One-day jobs re-split at most (3^8 = 6,561 splits over three days). */
export const REPARTITION_MAX_JOBS = 8;

/** Each subset's driving on the day (Infinity when it does not fit or the crew-day may not hold it). */
function dayCosts(state: State, slotIndex: number, jobs: readonly number[]): Float64Array {
  const slot = state.slots[slotIndex]!;
  const size = 1 << jobs.length;
  const costs = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  const minutes = new Float64Array(size);
  const free = freeMinutes(slot);
  for (let mask = 0; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    if (mask > 0) {
      if (!Number.isFinite(costs[mask & (mask - 1)]!) || !state.jobs[jobs[low]!]!.allowed[slotIndex]) continue;
      minutes[mask] = minutes[mask & (mask - 1)]! + state.jobs[jobs[low]!]!.minutes;
      if (minutes[mask]! > free) continue;
    }
    const points = [...slot.points];
    jobs.forEach((jobIndex, at) => {
      const location = state.jobs[jobIndex]!.job.location;
      if (mask & (1 << at) && location) points.push(location);
    });
    costs[mask] = bestOrder(points, state.origin).meters;
  }
  return costs;
}

/**
 * Splits the one-day work on the given days among them at the least driving; answers how many
 * jobs it re-split (0, nothing changed, when there is none or too much of it).
 */
export function repartition(state: State, slots: readonly number[]): number {
  const on = new Set(slots);
  const jobs = state.placement.flatMap((pieces, jobIndex) =>
    pieces?.length === 1 && on.has(pieces[0]!.slot) ? [jobIndex] : [],
  );
  if (jobs.length === 0 || jobs.length > REPARTITION_MAX_JOBS) return 0;
  for (const jobIndex of jobs) unplace(state, jobIndex);
  const costs = slots.map((slotIndex) => dayCosts(state, slotIndex, jobs));
  const full = (1 << jobs.length) - 1;
  let best = Number.POSITIVE_INFINITY;
  let chosen: number[] = [];
  // Each day takes a subset of what the days before it left; the last takes the rest.
  const split = (day: number, rest: number, meters: number, taken: number[]) => {
    if (meters >= best) return;
    if (day === slots.length - 1) {
      const total = meters + costs[day]![rest]!;
      if (total < best - 1e-6) {
        best = total;
        chosen = [...taken, rest];
      }
      return;
    }
    for (let subset = rest; ; subset = (subset - 1) & rest) {
      const cost = costs[day]![subset]!;
      if (Number.isFinite(cost)) split(day + 1, rest ^ subset, meters + cost, [...taken, subset]);
      if (subset === 0) break;
    }
  };
  split(0, full, 0, []);
  chosen.forEach((subset, day) => {
    jobs.forEach((jobIndex, at) => {
      if (subset & (1 << at))
        place(state, jobIndex, { pieces: [{ slot: slots[day]!, minutes: state.jobs[jobIndex]!.minutes }], cost: 0 });
    });
    tidyRoute(state, slots[day]!);
  });
  return jobs.length;
}
