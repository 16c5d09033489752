import type { Plan, PlannerInput } from '../../src/shared/domain/planner/types';
import { roadMeters } from '../../src/shared/domain/planner/travel';
import { priorityOrder } from '../../src/shared/domain/planner/state';

/*
 * The exact optimum of a small planning instance (the planner bench's reference), in the planner's
 * order: most minutes placed, then the earliest-due program rounds, then least added driving, each
 * day driven as its optimal round trip from the yard (Held-Karp), the way the route worker drives it.
 * Small instances only: one-day jobs, days with no located stops yet (their booked hours still
 * count), at most 20 jobs.
 *
 * Why it reaches 20 jobs where a crew-day by crew-day recursion stopped at 16 (3^n subsets per
 * crew-day): with no stops yet, a day's driving depends only on which jobs it holds, not on which
 * crew-day it is. So
 * 1. only the sets of jobs that fit some open crew-day are toured (a few thousand, not 2^n);
 * 2. `bound[mask]`, the least driving of any split of `mask` into such sets, ignoring that each set
 *    needs a crew-day of its own, comes from one pass over the masks (each split's set holding the
 *    mask's lowest job, so no split is counted twice);
 * 3. branch and bound over splits (cheapest bound first) keeps a split only while its sets can still
 *    go to distinct crew-days (a bipartite matching), pruning by `bound`. The sets of jobs placed are
 *    tried by (minutes, due rounds) from the best down; in the first group that any split can
 *    place, every set is weighed (least `bound` first, stopping once the bound passes the best found).
 * Nothing is a heuristic: `bound` is a true lower bound and the matching is exact.
 */

export const MAX_EXACT_JOBS = 20;

interface OpenDay {
  free: number;
  /** The jobs the crew-day may hold (categories, round windows, a second visit). */
  allowed: number;
}

export interface ExactReference {
  /** Optimal round-trip metres of a set of jobs that fits some open crew-day. */
  tour(mask: number): number;
  minutes: number;
  meters: number;
  /** Branch-and-bound nodes visited: the search's work, printed by the bench. */
  nodes: number;
}

function openDays(input: PlannerInput): OpenDay[] {
  const existing = new Map(input.crewDays.map((day) => [`${day.crewId} ${day.day}`, day]));
  const days: OpenDay[] = [];
  for (const crew of input.crews)
    for (const day of input.days) {
      const key = `${crew.id} ${day}`;
      const held = existing.get(key);
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
        if (job.heldCrewDays?.includes(key)) return;
        allowed |= 1 << at;
      });
      days.push({ free: cap - (held?.bookedMinutes ?? 0), allowed });
    }
  return days;
}

/** Whether each set goes to a crew-day of its own that may hold it and has room (augmenting paths). */
function matchable(sets: readonly number[], setMinutes: readonly number[], days: readonly OpenDay[]): boolean {
  const owner = new Int32Array(days.length).fill(-1);
  const fitsDay = (set: number, day: number) =>
    days[day]!.free >= setMinutes[set]! && (sets[set]! & ~days[day]!.allowed) === 0;
  const augment = (set: number, seen: Uint8Array): boolean => {
    for (let day = 0; day < days.length; day++) {
      if (seen[day] || !fitsDay(set, day)) continue;
      seen[day] = 1;
      if (owner[day]! < 0 || augment(owner[day]!, seen)) {
        owner[day] = set;
        return true;
      }
    }
    return false;
  };
  for (let set = 0; set < sets.length; set++) if (!augment(set, new Uint8Array(days.length))) return false;
  return true;
}

export function exactReference(input: PlannerInput): ExactReference {
  const n = input.jobs.length;
  if (n > MAX_EXACT_JOBS) throw new Error(`exact search takes at most ${MAX_EXACT_JOBS} jobs`);
  const size = 1 << n;
  const minutes = input.jobs.map((job) => Math.max(1, Math.round(job.hours * 60)));
  const order = priorityOrder(input.jobs);
  // Only program rounds weigh by priority before driving (state.ts `Score`).
  const dueWeight = new Array<number>(n);
  order.forEach((jobIndex, rank) => (dueWeight[jobIndex] = input.jobs[jobIndex]!.round ? n - rank : 0));
  const days = openDays(input);
  const maskMinutes = new Float64Array(size);
  const maskDue = new Float64Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    maskMinutes[mask] = maskMinutes[mask & (mask - 1)]! + minutes[low]!;
    maskDue[mask] = maskDue[mask & (mask - 1)]! + dueWeight[low]!;
  }
  const fits = (mask: number) => days.some((day) => day.free >= maskMinutes[mask]! && (mask & ~day.allowed) === 0);

  // 1. The sets that fit some day (subsets of a fitting set fit too), and their optimal tours.
  const fitting: number[] = [];
  const grow = (mask: number, from: number) => {
    fitting.push(mask);
    for (let job = from; job < n; job++) if (fits(mask | (1 << job))) grow(mask | (1 << job), job + 1);
  };
  grow(0, 0);
  fitting.sort((a, b) => a - b);
  const indexOf = new Int32Array(size).fill(-1);
  fitting.forEach((mask, index) => (indexOf[mask] = index));
  const located = input.jobs.reduce((mask, job, at) => (job.location ? mask | (1 << at) : mask), 0);
  const origin = input.origin!;
  const point = (job: number) => input.jobs[job]!.location!;
  const path = new Float64Array(fitting.length * n).fill(Number.POSITIVE_INFINITY);
  const tours = new Float64Array(fitting.length);
  for (const [index, mask] of fitting.entries()) {
    if (mask === 0) continue;
    // Unlocated work is no stop of the route: a set's tour is its located jobs' tour.
    if ((mask & located) !== mask) {
      tours[index] = tours[indexOf[mask & located]!]!;
      continue;
    }
    let best = Number.POSITIVE_INFINITY;
    for (let last = 0; last < n; last++) {
      if (!(mask & (1 << last))) continue;
      const rest = mask ^ (1 << last);
      let reach = rest === 0 ? roadMeters(origin, point(last)) : Number.POSITIVE_INFINITY;
      const restIndex = indexOf[rest]!;
      for (let previous = 0; previous < n && rest; previous++)
        if (rest & (1 << previous))
          reach = Math.min(reach, path[restIndex * n + previous]! + roadMeters(point(previous), point(last)));
      path[index * n + last] = reach;
      best = Math.min(best, reach + roadMeters(point(last), origin));
    }
    tours[index] = best;
  }
  const tour = (mask: number) => {
    const index = indexOf[mask]!;
    if (index < 0) throw new Error(`no open crew-day holds the jobs of mask ${mask}`);
    return tours[index]!;
  };

  // The fitting sets by their lowest job: a mask's splits take one holding its lowest job.
  const byLowest = Array.from({ length: n }, () => [] as number[]);
  for (const mask of fitting) if (mask) byLowest[31 - Math.clz32(mask & -mask)]!.push(mask);
  const lists = byLowest.map((sets) => Int32Array.from(sets));
  const setsWithLowest = (mask: number, visit: (set: number) => void) => {
    const sets = lists[31 - Math.clz32(mask & -mask)]!;
    for (let at = 0; at < sets.length; at++) if ((sets[at]! & ~mask) === 0) visit(sets[at]!);
  };

  // 2. The least driving of any split of each mask into fitting sets, crew-days not counted.
  const bound = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  bound[0] = 0;
  for (let mask = 1; mask < size; mask++) {
    const sets = lists[31 - Math.clz32(mask & -mask)]!;
    let best = Number.POSITIVE_INFINITY;
    for (let at = 0; at < sets.length; at++) {
      const set = sets[at]!;
      if ((set & ~mask) !== 0) continue;
      const value = tours[indexOf[set]!]! + bound[mask ^ set]!;
      if (value < best) best = value;
    }
    bound[mask] = best;
  }

  // 3. Branch and bound over the splits of one set of placed jobs; Infinity when no split can be placed.
  let nodes = 0;
  const cheapestPlacement = (placed: number, ceiling: number): number => {
    let best = ceiling;
    const sets: number[] = [];
    const setMinutes: number[] = [];
    const search = (rest: number, meters: number) => {
      nodes += 1;
      if (rest === 0) {
        best = Math.min(best, meters);
        return;
      }
      const choices: { set: number; lower: number }[] = [];
      setsWithLowest(rest, (set) => {
        const lower = meters + tours[indexOf[set]!]! + bound[rest ^ set]!;
        if (lower < best - 1e-6) choices.push({ set, lower });
      });
      choices.sort((a, b) => a.lower - b.lower || a.set - b.set);
      for (const { set, lower } of choices) {
        if (lower >= best - 1e-6) break;
        sets.push(set);
        setMinutes.push(maskMinutes[set]!);
        if (matchable(sets, setMinutes, days)) search(rest ^ set, meters + tours[indexOf[set]!]!);
        sets.pop();
        setMinutes.pop();
      }
    };
    if (Number.isFinite(bound[placed]!)) search(placed, 0);
    return best;
  };

  // The sets of jobs placed, best (minutes, due rounds) first; equal ones all weighed for driving. A
  // mask's key (minutes, then due rounds) and the mask share one number, so a typed sort orders them.
  const keyed: number[] = [];
  for (let mask = 0; mask < size; mask++)
    if (Number.isFinite(bound[mask]!)) keyed.push((maskMinutes[mask]! * 1024 + maskDue[mask]!) * size + mask);
  const sorted = Float64Array.from(keyed).sort().reverse();
  const keyOf = (entry: number) => Math.floor(entry / size);
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end < sorted.length && keyOf(sorted[end]!) === keyOf(sorted[at]!)) end++;
    const group = Array.from(sorted.subarray(at, end), (entry) => entry % size).sort(
      (a, b) => bound[a]! - bound[b]! || a - b,
    );
    let meters = Number.POSITIVE_INFINITY;
    for (const mask of group) {
      if (bound[mask]! >= meters - 1e-6) break;
      meters = cheapestPlacement(mask, meters);
    }
    if (Number.isFinite(meters)) return { tour, minutes: maskMinutes[sorted[at]! % size]!, meters, nodes };
    at = end;
  }
  return { tour, minutes: 0, meters: 0, nodes };
}

/** The driving a plan adds, each day driven as its optimal round trip (days start empty of located stops). */
export function exactDrive(input: PlannerInput, plan: Plan, reference: ExactReference): number {
  const index = new Map(input.jobs.map((job, at) => [job.id, at]));
  const masks = new Map<string, number>();
  for (const placed of plan.placed)
    for (const piece of placed.pieces) {
      const key = `${piece.crewId} ${piece.day}`;
      masks.set(key, (masks.get(key) ?? 0) | (1 << index.get(placed.jobId)!));
    }
  let meters = 0;
  for (const mask of masks.values()) meters += reference.tour(mask);
  return meters;
}
