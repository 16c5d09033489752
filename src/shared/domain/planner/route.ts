import type { LatLng } from '../geo';
import { roadMeters } from './travel';

/*
 * A day's drive order, as the route worker will drive an open day: its best order, exactly for a
 * day of few stops, else by 2-opt and single moves. The planner weighs driving as it will be driven,
 * not as the stops happened to be inserted.
 */

/** Days of at most this many stops are ordered exactly (Held-Karp, n^2 2^n steps: 2,304 at 6). */
export const EXACT_ORDER_STOPS = 6;

/** Yard to each stop in order and back (an open walk without a yard). */
export function routeMeters(points: readonly LatLng[], origin: LatLng | null): number {
  if (points.length === 0) return 0;
  let meters = origin ? roadMeters(origin, points[0]!) + roadMeters(points[points.length - 1]!, origin) : 0;
  for (let at = 1; at < points.length; at++) meters += roadMeters(points[at - 1]!, points[at]!);
  return meters;
}

/** Leg lengths between the stops; index n is the yard (0 to and from it without one: an open walk). */
function legs(points: readonly LatLng[], origin: LatLng | null): Float64Array {
  const n = points.length;
  const matrix = new Float64Array((n + 1) * (n + 1));
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b <= n; b++) {
      const to = b < n ? points[b]! : origin;
      const meters = to ? roadMeters(points[a]!, to) : 0;
      matrix[a * (n + 1) + b] = meters;
      matrix[b * (n + 1) + a] = meters;
    }
  return matrix;
}

function exactOrder(n: number, leg: (a: number, b: number) => number): number[] {
  const full = (1 << n) - 1;
  const reach = new Float64Array((full + 1) * n).fill(Number.POSITIVE_INFINITY);
  const from = new Int8Array((full + 1) * n).fill(-1);
  for (let stop = 0; stop < n; stop++) reach[(1 << stop) * n + stop] = leg(n, stop);
  for (let mask = 1; mask <= full; mask++)
    for (let last = 0; last < n; last++) {
      const here = reach[mask * n + last]!;
      if (!(mask & (1 << last)) || !Number.isFinite(here)) continue;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next)) continue;
        const at = (mask | (1 << next)) * n + next;
        const value = here + leg(last, next);
        if (value < reach[at]! - 1e-9) {
          reach[at] = value;
          from[at] = last;
        }
      }
    }
  let last = 0;
  for (let stop = 1; stop < n; stop++)
    if (reach[full * n + stop]! + leg(stop, n) < reach[full * n + last]! + leg(last, n) - 1e-9) last = stop;
  const order: number[] = [];
  for (let mask = full; last >= 0;) {
    order.push(last);
    const previous = from[mask * n + last]!;
    mask ^= 1 << last;
    last = previous;
  }
  return order.reverse();
}

/** 2-opt (reverse a stretch) and moving one stop elsewhere, until neither shortens the day. */
function improvedOrder(n: number, leg: (a: number, b: number) => number): number[] {
  const order = Array.from({ length: n }, (_, index) => index);
  const at = (index: number) => (index < 0 || index >= n ? n : order[index]!);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < n - 1; i++)
      for (let j = i + 1; j < n; j++) {
        const delta = leg(at(i - 1), at(j)) + leg(at(i), at(j + 1)) - leg(at(i - 1), at(i)) - leg(at(j), at(j + 1));
        if (delta < -1e-6) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    for (let from = 0; from < n; from++) {
      const stop = order[from]!;
      const saved = leg(at(from - 1), stop) + leg(stop, at(from + 1)) - leg(at(from - 1), at(from + 1));
      order.splice(from, 1);
      let best = from;
      let bestAdded = saved - 1e-6;
      for (let to = 0; to <= n - 1; to++) {
        const before = to > 0 ? order[to - 1]! : n;
        const after = to < n - 1 ? order[to]! : n;
        const added = leg(before, stop) + leg(stop, after) - leg(before, after);
        if (added < bestAdded) {
          bestAdded = added;
          best = to;
        }
      }
      order.splice(best, 0, stop);
      if (best !== from) improved = true;
    }
  }
  return order;
}

/** The day's best order found (indexes into `points`) and its length. */
export function bestOrder(points: readonly LatLng[], origin: LatLng | null): { order: number[]; meters: number } {
  const n = points.length;
  if (n < 3) return { order: points.map((_, index) => index), meters: routeMeters(points, origin) };
  const matrix = legs(points, origin);
  const leg = (a: number, b: number) => matrix[a * (n + 1) + b]!;
  const order = n <= EXACT_ORDER_STOPS ? exactOrder(n, leg) : improvedOrder(n, leg);
  let meters = leg(n, order[0]!) + leg(order[n - 1]!, n);
  for (let index = 1; index < n; index++) meters += leg(order[index - 1]!, order[index]!);
  return { order, meters };
}
