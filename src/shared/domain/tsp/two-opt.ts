import { type SearchState, activate } from './search-state';
import { cost, next, previous, reverseStretch, reversalDelta } from './tour';

/**
 * First improving 2-opt move that gives `a` a candidate neighbour `c` as its new next or previous
 * stop. Returns the (negative) cost change applied, or 0. With asymmetric costs the reversed
 * stretch is priced at its true backward cost, and since the candidate lists are sorted by
 * round-trip cost, unpromising candidates are skipped rather than ending the scan.
 */
export function improveByTwoOpt(state: SearchState, a: number): number {
  const { tour, neighbours, epsilon } = state;
  const { count, lists } = neighbours;
  const base = a * count;
  for (const forward of [true, false]) {
    const b = forward ? next(tour, a) : previous(tour, a);
    const removed = forward ? cost(tour, a, b) : cost(tour, b, a);
    for (let k = 0; k < count; k++) {
      const c = lists[base + k] as number;
      const added = forward ? cost(tour, a, c) : cost(tour, c, a);
      if (added >= removed) {
        if (tour.symmetric) break;
        continue;
      }
      if (c === b) continue;
      const d = forward ? next(tour, c) : previous(tour, c);
      if (d === a) continue;
      // forward:  a b .. c d  ->  a c .. b d      backward:  d c .. b a  ->  d b .. c a
      const ends = forward
        ? added + cost(tour, b, d) - removed - cost(tour, c, d)
        : added + cost(tour, d, b) - removed - cost(tour, d, c);
      // Pricing an asymmetric reversal is the costly part: only moves whose new ends gain get that far.
      if (ends >= -epsilon) continue;
      const delta = ends + (forward ? reversalDelta(tour, b, c) : reversalDelta(tour, c, b));
      if (delta >= -epsilon) continue;
      if (forward) reverseStretch(tour, b, c);
      else reverseStretch(tour, c, b);
      for (const node of [a, b, c, d]) activate(state, node);
      return delta;
    }
  }
  return 0;
}
