import { MAX_EXACT_STOPS, solveExactRoute } from './held-karp';
import { type SearchLimits, searchRoute } from './iterated-local-search';
import { type CostMatrix, type MatrixInput, assertStopOrder, routeCost, toCostMatrix } from './matrix';

export interface SolveOptions {
  /** Seed of the search's random kicks (default 1). */
  seed?: number;
  /** Wall-clock limit of the heuristic search in ms (default: defaultTimeBudgetMs of the day's stops). */
  timeBudgetMs?: number;
  /** Cap on kicks (default none); when it ends the search before the time budget, the result depends only on the seed. */
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

/** The search's time budget grows with the day: 300 ms up to 60 stops, 1 s from 200. */
const BUDGET_MS_PER_STOP = 5;
const STALL_KICKS_PER_STOP = 15;
const STALL_GROWS_FROM_STOPS = 100;
const MIN_TIME_BUDGET_MS = 300;
const MAX_TIME_BUDGET_MS = 1_000;

const defaultTimeBudgetMs = (stops: number) =>
  Math.min(MAX_TIME_BUDGET_MS, Math.max(MIN_TIME_BUDGET_MS, BUDGET_MS_PER_STOP * stops));

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
    return noLonger(initialCost, exact.cost)
      ? { order: [...initialOrder], cost: initialCost, provenOptimal: true }
      : { ...orientedLike(matrix, exact, initialOrder), provenOptimal: true };
  }
  const result = searchRoute(matrix, initialOrder, searchLimits(stops, options));
  return { ...orientedLike(matrix, result, initialOrder), provenOptimal: false };
}

const noLonger = (cost: number, than: number) => cost <= than + 1e-9 * Math.abs(than);

/**
 * A round trip and the same trip driven backwards cost the same on symmetric roads: of the two,
 * the one that keeps more of the current order's "this stop before that one" pairs, unless
 * driving it backwards costs more. A day re-solved after one stop came or went then keeps its
 * direction: turned around, every stop would seem to move, and an Undo would read as a reshuffle.
 */
function orientedLike(
  matrix: CostMatrix,
  tour: { order: number[]; cost: number },
  initialOrder: readonly number[],
): { order: number[]; cost: number } {
  const reversed = [...tour.order].reverse();
  const reversedCost = routeCost(matrix, reversed);
  if (!noLonger(reversedCost, tour.cost)) return tour;
  // Every pair of stops keeps its current order in exactly one of the two directions.
  const rank = new Map(initialOrder.map((stop, index) => [stop, index]));
  let kept = 0;
  for (let i = 0; i < tour.order.length; i += 1)
    for (let j = i + 1; j < tour.order.length; j += 1)
      if (rank.get(tour.order[i]!)! < rank.get(tour.order[j]!)!) kept += 1;
  const pairs = (tour.order.length * (tour.order.length - 1)) / 2;
  return kept * 2 < pairs ? { order: reversed, cost: reversedCost } : tour;
}

/** The heuristic's limits for a day of `stops` stops, defaults filled in. */
export function searchLimits(stops: number, options: SolveOptions = {}): SearchLimits {
  return {
    seed: options.seed ?? 1,
    timeBudgetMs: options.timeBudgetMs ?? defaultTimeBudgetMs(stops),
    maxIterations: options.maxIterations ?? Infinity,
    maxStall: defaultStall(stops),
    now: options.now ?? (() => performance.now()),
  };
}

/*
 * The search ends at its time budget, or earlier once this many kicks in a row found nothing
 * better: a settled day is ready in milliseconds (15 kicks a stop up to 100 stops; TSPLIB's
 * 70-76-city days take 50-60 ms of CPU here). Above 100 stops the kicks a stop grow with the
 * square of the day, since a large day needs several restarts to settle: 150 stops wait about
 * 5,000 kicks, 200 stops 12,000, most of their budget on this machine (tuned on TSPLIB 14-225
 * nodes and generated days of 25-200 stops, test/bench/tsp.bench.ts).
 */
function defaultStall(stops: number): number {
  return STALL_KICKS_PER_STOP * stops * Math.max(1, (stops / STALL_GROWS_FROM_STOPS) ** 2);
}
