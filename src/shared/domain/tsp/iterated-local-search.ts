import { nearestNeighbourTour } from './construct';
import { descend } from './local-search';
import { type CostMatrix, cycleCost, isSymmetric, routeCost } from './matrix';
import { nearestNeighbours } from './neighbours';
import { kickDoubleBridge } from './perturbation';
import { type Random, createRandom } from './random';
import { type SearchState, activateAll, createSearchState } from './search-state';
import { createTour, loadNodes, stopsFromDepot } from './tour';

export interface SearchLimits {
  seed: number;
  /** Wall-clock guard; the result is reproducible for a seed when the iteration cap ends the search first. */
  timeBudgetMs: number;
  /** Kicks tried at most. */
  maxIterations: number;
  /** Kicks tried at most since the last improvement. */
  maxStall: number;
  now: () => number;
}

export interface SearchResult {
  order: number[];
  cost: number;
}

/** Candidate neighbours per node (each way on asymmetric days), and the longest stretch a kick moves (tuned on the bench). */
const CANDIDATES = 12;
const KICK_STRETCH = 30;
/** A kicked tour is kept while it is within this fraction of an average edge of the run's best one. */
const ACCEPT_SLACK = 0.6;

/**
 * A run that has not improved its own best for this many kicks a stop starts again from a
 * nearest-neighbour tour of a random node (tuned on the bench: a run that settles in a poor
 * region rarely leaves it, a fresh one often finds a better one).
 */
const RESTART_KICKS_PER_STOP = 4;

/**
 * Iterated local search: descend (Or-opt, or-3opt, 2-opt) from the given order and from a
 * nearest-neighbour tour, keep the better one, then repeatedly kick it (local double bridge)
 * and descend again around the kicked edges. The result
 * is kept when it is no longer than the current tour or only slightly longer than the run's best,
 * so the search can drift across plateaus instead of stalling in the first deep local optimum;
 * a run that stays stuck anyway is restarted from a fresh tour. The best tour of all runs is
 * kept, and never one longer than the initial order.
 */
export function searchRoute(matrix: CostMatrix, initialOrder: readonly number[], limits: SearchLimits): SearchResult {
  const initial = { order: [...initialOrder], cost: routeCost(matrix, initialOrder) };
  if (matrix.size < 3) return initial;
  const startedAt = limits.now();
  const symmetric = isSymmetric(matrix);
  const tour = createTour(matrix, symmetric, [0, ...initialOrder]);
  const state = createSearchState(matrix, tour, nearestNeighbours(matrix, CANDIDATES, symmetric));
  const current = bestStart(matrix, state, [[0, ...initialOrder], nearestNeighbourTour(matrix)]);
  let currentCost = cycleCost(matrix, current);
  loadNodes(tour, current);
  const random = createRandom(limits.seed);
  let stall = 0;
  const best = Int32Array.from(current);
  let bestCost = currentCost;
  const slack = (ACCEPT_SLACK * currentCost) / matrix.size;
  const restartAfter = RESTART_KICKS_PER_STOP * (matrix.size - 1);
  let runBestCost = currentCost;
  let sinceRunBest = 0;
  for (let iteration = 0; iteration < limits.maxIterations && stall < limits.maxStall; iteration++) {
    if (limits.now() - startedAt >= limits.timeBudgetMs) break;
    const candidateCost = currentCost + kickDoubleBridge(state, random, KICK_STRETCH) + descend(state);
    if (candidateCost < bestCost - state.epsilon) {
      bestCost = candidateCost;
      best.set(tour.nodes);
      stall = 0;
    } else stall++;
    if (candidateCost < runBestCost - state.epsilon) {
      runBestCost = candidateCost;
      sinceRunBest = 0;
    } else sinceRunBest++;
    if (candidateCost <= currentCost + state.epsilon || candidateCost < runBestCost + slack) {
      current.set(tour.nodes);
      currentCost = candidateCost;
    } else {
      loadNodes(tour, current);
    }
    if (sinceRunBest >= restartAfter) {
      currentCost = restart(matrix, state, random, current);
      runBestCost = currentCost;
      sinceRunBest = 0;
    }
  }
  loadNodes(tour, best);
  const order = stopsFromDepot(tour);
  const cost = routeCost(matrix, order);
  return cost < initial.cost - state.epsilon ? { order, cost } : initial;
}

/** A new run: descends from a nearest-neighbour tour of a random node, loads it as `current` and returns its cost. */
function restart(matrix: CostMatrix, state: SearchState, random: Random, current: Int32Array): number {
  loadNodes(state.tour, nearestNeighbourTour(matrix, random.below(matrix.size)));
  activateAll(state);
  descend(state);
  current.set(state.tour.nodes);
  return cycleCost(matrix, current);
}

/** Descends from each start and returns the cheapest local optimum as a node array. */
function bestStart(matrix: CostMatrix, state: SearchState, starts: number[][]): Int32Array {
  const { tour } = state;
  const best = new Int32Array(tour.size);
  let bestCost = Infinity;
  for (const start of starts) {
    loadNodes(tour, start);
    activateAll(state);
    descend(state);
    const startCost = cycleCost(matrix, tour.nodes);
    if (startCost < bestCost) {
      bestCost = startCost;
      best.set(tour.nodes);
    }
  }
  return best;
}
