import { MAX_EXACT_STOPS, solveExactRoute } from './held-karp';
import { type SearchLimits, searchRoute } from './iterated-local-search';
import { type MatrixInput, assertStopOrder, routeCost, toCostMatrix } from './matrix';

export interface SolveOptions {
  /** Seed of the search's random kicks (default 1). */
  seed?: number;
  /** Wall-clock limit of the heuristic search in ms (default 300). */
  timeBudgetMs?: number;
  /** Cap on kicks; when it ends the search before the time budget, the result depends only on the seed. */
  maxIterations?: number;
  /** Clock in ms, for tests. */
  now?: () => number;
}

export interface RouteSolution {
  /** The non-depot nodes in driving order (the trip starts and ends at node 0). */
  order: number[];
  cost: number;
  /** True when the order is known to be optimal (exact solving, or nothing to choose). */
  provenOptimal: boolean;
}

const DEFAULT_TIME_BUDGET_MS = 300;

/**
 * Best round trip from the depot (node 0) through every other node of the matrix, never longer
 * than `initialOrder` (the current drive order, which is kept when nothing beats it).
 * Exact up to MAX_EXACT_STOPS stops, an iterated local search above.
 */
export function solveRoute(
  input: MatrixInput,
  initialOrder: readonly number[],
  options: SolveOptions = {},
): RouteSolution {
  const matrix = toCostMatrix(input);
  assertStopOrder(matrix, initialOrder);
  const stops = matrix.size - 1;
  if (stops <= MAX_EXACT_STOPS) {
    const exact = solveExactRoute(matrix);
    const initialCost = routeCost(matrix, initialOrder);
    const keepInitial = initialCost <= exact.cost + 1e-9 * Math.abs(exact.cost);
    return keepInitial
      ? { order: [...initialOrder], cost: initialCost, provenOptimal: true }
      : { ...exact, provenOptimal: true };
  }
  const result = searchRoute(matrix, initialOrder, searchLimits(stops, options));
  return { ...result, provenOptimal: false };
}

/** The heuristic's limits for a day of `stops` stops, defaults filled in. */
export function searchLimits(stops: number, options: SolveOptions = {}): SearchLimits {
  return {
    seed: options.seed ?? 1,
    timeBudgetMs: options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS,
    maxIterations: options.maxIterations ?? defaultIterations(stops),
    maxStall: defaultStall(stops),
    now: options.now ?? (() => performance.now()),
  };
}

// Tuned on TSPLIB (14-150 nodes): every instance reached its optimum with ten seeds.
function defaultIterations(stops: number): number {
  return 100 * stops;
}

function defaultStall(stops: number): number {
  return 30 * stops;
}
