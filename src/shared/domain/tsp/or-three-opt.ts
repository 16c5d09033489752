import { type SearchState, activate } from './search-state';
import { cost, moveStretch, next, positionOf, previous, stretchLength } from './tour';

/**
 * First improving or-3opt move after `a`: the two stretches that follow `a` trade places without
 * turning (a b..c d..e f -> a d..e b..c f). It moves a stretch of any length with every edge kept
 * in its direction of travel: the move asymmetric days need where a 2-opt reversal rarely pays,
 * and on symmetric days a 3-opt move that 2-opt and Or-opt cannot make.
 * The new edges a -> d and e -> b come from the outgoing candidates of `a` and the incoming ones
 * of `b`, each required to gain on the edge it replaces so far (the sequential gain rule; the
 * lists are closest first, so the scan ends at the first that does not). Returns the cost change, or 0.
 */
export function improveByOrThreeOpt(state: SearchState, a: number): number {
  const { tour, neighbours, epsilon } = state;
  const { count, outgoing, incoming } = neighbours;
  const size = tour.size;
  const start = positionOf(tour, a);
  const b = next(tour, a);
  const removedAB = cost(tour, a, b);
  for (let i = 0; i < count; i++) {
    const d = outgoing[a * count + i] as number;
    const firstGain = removedAB - cost(tour, a, d);
    if (firstGain <= epsilon) break;
    // Positions are counted from a: d must come after b.
    const dAt = (positionOf(tour, d) - start + size) % size;
    if (dAt < 2) continue;
    const c = previous(tour, d);
    const opened = firstGain + cost(tour, c, d);
    for (let j = 0; j < count; j++) {
      const e = incoming[b * count + j] as number;
      const secondGain = opened - cost(tour, e, b);
      if (secondGain <= epsilon) break;
      // e ends the second stretch: on d .. the node before a.
      if ((positionOf(tour, e) - start + size) % size < dAt) continue;
      const f = next(tour, e);
      const delta = cost(tour, c, f) - cost(tour, e, f) - secondGain;
      if (delta >= -epsilon) continue;
      // The same tour either way: copy the shorter stretch.
      if (stretchLength(tour, b, c) <= stretchLength(tour, d, e)) moveStretch(tour, b, c, e, false);
      else moveStretch(tour, d, e, a, false);
      for (const node of [a, b, c, d, e, f]) activate(state, node);
      return delta;
    }
  }
  return 0;
}
