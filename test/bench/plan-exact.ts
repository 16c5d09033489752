import type { Plan, PlannerInput } from '../../src/shared/domain/planner/types';
import { roadMeters } from '../../src/shared/domain/planner/travel';
import { priorityOrder } from '../../src/shared/domain/planner/state';

/*
 * The exact optimum of a small planning instance (the planner bench's reference), by dynamic
 * programming over which jobs are still free: for each crew-day in turn, every set of jobs that fits
 * it. The objective is the planner's, in the same order: most minutes placed, then the earliest
 * jobs (by priority), then least added driving, measured as each day's optimal round trip from the
 * yard (Held-Karp), the way the route worker will drive it. Small instances only: one-day jobs, days
 * with no located stops yet (their booked hours still count), at most 16 jobs.
 */

export const MAX_EXACT_JOBS = 16;

const locatedMask = (input: PlannerInput) =>
  input.jobs.reduce((mask, job, at) => (job.location ? mask | (1 << at) : mask), 0);

/** Optimal round trip from the origin through every job of each mask (masks of at most `maxBits` jobs). */
export function tourTable(input: PlannerInput, maxBits: number): Float64Array {
  const n = input.jobs.length;
  const origin = input.origin!;
  const points = input.jobs.map((job) => job.location ?? null);
  const size = 1 << n;
  const path = new Float64Array(size * n).fill(Number.POSITIVE_INFINITY);
  const tour = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  tour[0] = 0;
  const bits = (mask: number) => {
    let count = 0;
    for (let value = mask; value; value &= value - 1) count++;
    return count;
  };
  const leg = (a: number, b: number) => roadMeters(points[a]!, points[b]!);
  const fromOrigin = (a: number) => roadMeters(origin, points[a]!);
  // Unlocated work is no stop of the route: a set's tour is its located jobs' tour.
  const located = locatedMask(input);
  for (let mask = 1; mask < size; mask++) {
    if ((mask & located) !== mask) {
      tour[mask] = tour[mask & located]!;
      continue;
    }
    if (bits(mask) > maxBits) continue;
    for (let last = 0; last < n; last++) {
      if (!(mask & (1 << last))) continue;
      const rest = mask ^ (1 << last);
      let best = rest === 0 ? fromOrigin(last) : Number.POSITIVE_INFINITY;
      for (let previous = 0; previous < n && rest; previous++)
        if (rest & (1 << previous)) best = Math.min(best, path[rest * n + previous]! + leg(previous, last));
      path[mask * n + last] = best;
      tour[mask] = Math.min(tour[mask]!, best + fromOrigin(last));
    }
  }
  return tour;
}

/** The driving a plan adds, each day driven as its optimal round trip (days start empty of located stops). */
export function exactDrive(input: PlannerInput, plan: Plan, tour: Float64Array): number {
  const index = new Map(input.jobs.map((job, at) => [job.id, at]));
  const masks = new Map<string, number>();
  for (const placed of plan.placed)
    for (const piece of placed.pieces) {
      const key = `${piece.crewId} ${piece.day}`;
      masks.set(key, (masks.get(key) ?? 0) | (1 << index.get(placed.jobId)!));
    }
  let meters = 0;
  for (const mask of masks.values()) meters += tour[mask]!;
  return meters;
}

export interface ExactAnswer {
  minutes: number;
  meters: number;
}

export function exactOptimum(input: PlannerInput, tour: Float64Array): ExactAnswer {
  const n = input.jobs.length;
  if (n > MAX_EXACT_JOBS) throw new Error(`exact search takes at most ${MAX_EXACT_JOBS} jobs`);
  const minutes = input.jobs.map((job) => Math.max(1, Math.round(job.hours * 60)));
  const order = priorityOrder(input.jobs);
  const rankWeight = new Array<number>(n);
  order.forEach((jobIndex, rank) => (rankWeight[jobIndex] = n - rank));
  const existing = new Map(input.crewDays.map((day) => [`${day.crewId} ${day.day}`, day]));
  // One slot per open crew-day: its free minutes and which jobs it may hold.
  const slots: { free: number; allowed: number }[] = [];
  for (const crew of input.crews)
    for (const day of input.days) {
      const held = existing.get(`${crew.id} ${day}`);
      if (held?.locked) continue;
      const cap = Math.floor(crew.dayLengthMinutes * (1 + input.maxOverbookPercent / 100));
      let allowed = 0;
      input.jobs.forEach((job, at) => {
        const taken = crew.serviceCategories?.map((category) => category.toLowerCase());
        if (taken && job.categories.some((category) => !taken.includes(category.toLowerCase()))) return;
        if (job.round) {
          const overdue = job.round.dueOn < input.days[0]!;
          if (day < job.round.windowOpensOn || (!overdue && day > job.round.dueOn)) return;
        }
        allowed |= 1 << at;
      });
      slots.push({ free: cap - (held?.bookedMinutes ?? 0), allowed });
    }
  const size = 1 << n;
  const subsetMinutes = new Float64Array(size);
  const subsetRank = new Float64Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    subsetMinutes[mask] = subsetMinutes[mask & (mask - 1)]! + minutes[low]!;
    subsetRank[mask] = subsetRank[mask & (mask - 1)]! + rankWeight[low]!;
  }
  // For the slots handled so far (from the last back), the best of them given the free jobs `mask`.
  let nextMinutes = new Float64Array(size);
  let nextRank = new Float64Array(size);
  let nextMeters = new Float64Array(size);
  for (let k = slots.length - 1; k >= 0; k--) {
    const slot = slots[k]!;
    const curMinutes = new Float64Array(size);
    const curRank = new Float64Array(size);
    const curMeters = new Float64Array(size);
    for (let mask = 0; mask < size; mask++) {
      let bestMinutes = nextMinutes[mask]!;
      let bestRank = nextRank[mask]!;
      let bestMeters = nextMeters[mask]!;
      const usable = mask & slot.allowed;
      for (let sub = usable; sub; sub = (sub - 1) & usable) {
        if (subsetMinutes[sub]! > slot.free) continue;
        const rest = mask ^ sub;
        const m = nextMinutes[rest]! + subsetMinutes[sub]!;
        const r = nextRank[rest]! + subsetRank[sub]!;
        const d = nextMeters[rest]! + tour[sub]!;
        if (m > bestMinutes || (m === bestMinutes && (r > bestRank || (r === bestRank && d < bestMeters - 1e-6)))) {
          bestMinutes = m;
          bestRank = r;
          bestMeters = d;
        }
      }
      curMinutes[mask] = bestMinutes;
      curRank[mask] = bestRank;
      curMeters[mask] = bestMeters;
    }
    nextMinutes = curMinutes;
    nextRank = curRank;
    nextMeters = curMeters;
  }
  return { minutes: nextMinutes[size - 1]!, meters: nextMeters[size - 1]! };
}
