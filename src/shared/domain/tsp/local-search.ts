import { improveByOrOpt } from './or-opt';
import { improveByOrThreeOpt } from './or-three-opt';
import { type SearchState, takeActive } from './search-state';
import { improveByTwoOpt } from './two-opt';

/**
 * Descends to a local optimum for 2-opt, Or-opt and or-3opt around the queued nodes (all of them after a
 * fresh start, only the ends of the kicked edges after a kick). Returns the total cost change.
 */
export function descend(state: SearchState): number {
  let change = 0;
  for (let node = takeActive(state); node >= 0; node = takeActive(state)) {
    change +=
      improveByTwoOpt(state, node) ||
      improveByOrOpt(state, node) ||
      (state.tour.symmetric ? 0 : improveByOrThreeOpt(state, node));
  }
  return change;
}
