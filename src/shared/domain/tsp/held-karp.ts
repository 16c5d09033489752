import { type CostMatrix } from './matrix';

/** Largest day solved exactly: 2^12 subsets x 12 ends is ~50k states, well under a millisecond. */
export const MAX_EXACT_STOPS = 12;

export interface ExactRoute {
  order: number[];
  cost: number;
}

/**
 * Held-Karp dynamic programme: the cheapest round trip from node 0 through every other node.
 * best[mask * stops + last] is the cheapest path from the depot visiting exactly the stops in
 * `mask` and ending at `last` (stop s is node s + 1). Works for asymmetric costs.
 */
export function solveExactRoute(matrix: CostMatrix): ExactRoute {
  const { size, costs } = matrix;
  const stops = size - 1;
  if (stops > MAX_EXACT_STOPS) throw new RangeError(`exact solving is limited to ${MAX_EXACT_STOPS} stops`);
  if (stops <= 0) return { order: [], cost: 0 };
  const masks = 1 << stops;
  const best = new Float64Array(masks * stops).fill(Infinity);
  const previous = new Int8Array(masks * stops).fill(-1);
  for (let s = 0; s < stops; s++) best[(1 << s) * stops + s] = costs[s + 1] as number;
  for (let mask = 1; mask < masks; mask++) {
    for (let last = 0; last < stops; last++) {
      const here = best[mask * stops + last] as number;
      if (here === Infinity) continue;
      const row = (last + 1) * size + 1;
      for (let next = 0; next < stops; next++) {
        if (mask & (1 << next)) continue;
        const index = (mask | (1 << next)) * stops + next;
        const candidate = here + (costs[row + next] as number);
        if (candidate < (best[index] as number)) {
          best[index] = candidate;
          previous[index] = last;
        }
      }
    }
  }
  const full = masks - 1;
  let cost = Infinity;
  let last = 0;
  for (let s = 0; s < stops; s++) {
    const closed = (best[full * stops + s] as number) + (costs[(s + 1) * size] as number);
    if (closed < cost) {
      cost = closed;
      last = s;
    }
  }
  return { order: unwind(previous, stops, full, last), cost };
}

function unwind(previous: Int8Array, stops: number, full: number, last: number): number[] {
  const order: number[] = [];
  let mask = full;
  let at = last;
  while (at >= 0) {
    order.push(at + 1);
    const before = previous[mask * stops + at] as number;
    mask &= ~(1 << at);
    at = before;
  }
  return order.reverse();
}
