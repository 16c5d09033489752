import { type SearchState, activate } from './search-state';
import { cost, next, previous, reverseStretch, reversalDelta } from './tour';

/**
 * First improving 2-opt move that gives `a` a candidate neighbour `c` as its new next or previous
 * stop (from `a`'s outgoing or incoming candidates, closest first, so the scan ends at the first
 * one that costs more than the edge it would replace). Returns the (negative) cost change
 * applied, or 0. With asymmetric costs the reversed stretch is priced at its true backward cost.
 */
export function improveByTwoOpt(state: SearchState, a: number): number {
  const { tour, neighbours, epsilon } = state;
  const { count } = neighbours;
  const base = a * count;
  for (let side = 0; side < 2; side++) {
    const forward = side === 0;
    const lists = forward ? neighbours.outgoing : neighbours.incoming;
    const b = forward ? next(tour, a) : previous(tour, a);
    const removed = forward ? cost(tour, a, b) : cost(tour, b, a);
    for (let k = 0; k < count; k++) {
      const c = lists[base + k] as number;
      const added = forward ? cost(tour, a, c) : cost(tour, c, a);
      if (added >= removed) break;
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
      activate(state, a);
      activate(state, b);
      activate(state, c);
      activate(state, d);
      return delta;
    }
  }
  return 0;
}
