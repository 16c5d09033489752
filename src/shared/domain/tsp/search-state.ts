import { type CostMatrix } from './matrix';
import { type Neighbours } from './neighbours';
import { type Tour } from './tour';

/**
 * What the local search works on: the tour, its candidate lists and the queue of nodes whose
 * surroundings changed ("don't-look bits": a node leaves the queue once no move around it helps).
 */
export interface SearchState {
  readonly tour: Tour;
  readonly neighbours: Neighbours;
  /** A move must gain more than this, so rounding noise cannot make two moves undo each other forever. */
  readonly epsilon: number;
  readonly queue: Int32Array;
  readonly queued: Uint8Array;
  queueHead: number;
  queueCount: number;
}

export function createSearchState(matrix: CostMatrix, tour: Tour, neighbours: Neighbours): SearchState {
  let total = 0;
  for (const value of matrix.costs) total += Math.abs(value);
  const meanCost = total / Math.max(1, matrix.costs.length);
  return {
    tour,
    neighbours,
    epsilon: 1e-9 * Math.max(1, meanCost),
    queue: new Int32Array(matrix.size),
    queued: new Uint8Array(matrix.size),
    queueHead: 0,
    queueCount: 0,
  };
}

export function activate(state: SearchState, node: number): void {
  if (state.queued[node]) return;
  state.queued[node] = 1;
  state.queue[(state.queueHead + state.queueCount) % state.queue.length] = node;
  state.queueCount++;
}

export function activateAll(state: SearchState): void {
  for (let i = 0; i < state.tour.size; i++) activate(state, state.tour.nodes[i] as number);
}

/** The next node to look around, or -1 when every node is settled. */
export function takeActive(state: SearchState): number {
  if (state.queueCount === 0) return -1;
  const node = state.queue[state.queueHead] as number;
  state.queueHead = (state.queueHead + 1) % state.queue.length;
  state.queueCount--;
  state.queued[node] = 0;
  return node;
}
