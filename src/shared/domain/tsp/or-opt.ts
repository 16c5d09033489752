import { type SearchState, activate } from './search-state';
import { cost, moveStretch, next, nodeAt, positionOf, previous, reversalDelta, stretchLength } from './tour';

/** Longest stretch of consecutive stops that Or-opt moves as one piece. */
const MAX_SEGMENT = 3;

/**
 * First improving Or-opt move of a stretch of 1-3 stops that starts or ends at `a`: the stretch
 * is re-inserted, either way round, next to one of the candidate neighbours of its ends.
 * Returns the (negative) cost change applied, or 0.
 */
export function improveByOrOpt(state: SearchState, a: number): number {
  const { tour } = state;
  for (let length = 1; length <= MAX_SEGMENT && length <= tour.size - 2; length++) {
    const delta = improveStretch(state, a, nodeAt(tour, positionOf(tour, a) + length - 1));
    if (delta < 0) return delta;
    if (length === 1) continue;
    const before = improveStretch(state, nodeAt(tour, positionOf(tour, a) + tour.size - length + 1), a);
    if (before < 0) return before;
  }
  return 0;
}

/**
 * Tries the candidate spots for the stretch `first`..`last`; applies the first improving one.
 * Each end of the stretch goes right after one of its incoming candidates (c -> end) or right
 * before one of its outgoing ones (end -> c); the stretch's orientation follows.
 */
function improveStretch(state: SearchState, first: number, last: number): number {
  const { tour, neighbours, epsilon } = state;
  const { count } = neighbours;
  const before = previous(tour, first);
  const after = next(tour, last);
  const length = stretchLength(tour, first, last);
  const removal = cost(tour, before, after) - cost(tour, before, first) - cost(tour, last, after);
  const turn = first === last ? 0 : reversalDelta(tour, first, last);
  // Candidate lists are closest first: once the new edge at `end` costs more than taking the
  // stretch out saves, no spot further down the list can pay off.
  const saving = -removal;
  for (let end = first; ; end = last) {
    for (let side = 0; side < 2; side++) {
      const lists = side === 0 ? neighbours.incoming : neighbours.outgoing;
      for (let k = 0; k < count; k++) {
        const c = lists[end * count + k] as number;
        const joined = side === 0 ? cost(tour, c, end) : cost(tour, end, c);
        if (joined >= saving) break;
        if (stretchLength(tour, first, c) <= length) continue;
        // Once the stretch is out, `before` and `after` are neighbours, so they bound c's sides.
        const from = side === 0 ? c : c === after ? before : previous(tour, c);
        const to = side === 0 ? (c === before ? after : next(tour, c)) : c;
        const reversed = side === 0 ? end !== first : end === first;
        if (from === before && to === after && !reversed) continue;
        const entry = reversed ? last : first;
        const exit = reversed ? first : last;
        const delta =
          removal - cost(tour, from, to) + cost(tour, from, entry) + cost(tour, exit, to) + (reversed ? turn : 0);
        if (delta >= -epsilon) continue;
        moveStretch(tour, first, last, from, reversed);
        activateEach(state, before, after, first, last, from, to);
        return delta;
      }
    }
    if (end === last) return 0;
  }
}

function activateEach(state: SearchState, ...nodes: [number, number, number, number, number, number]): void {
  for (const node of nodes) activate(state, node);
}
