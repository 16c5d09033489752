import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveExactRoute } from '../../../../src/shared/domain/tsp/held-karp';
import { searchRoute } from '../../../../src/shared/domain/tsp/iterated-local-search';
import { routeCost, toCostMatrix } from '../../../../src/shared/domain/tsp/matrix';
import { searchLimits } from '../../../../src/shared/domain/tsp/solve';
import { anyDayArb, dayArb, isPermutationOfStops } from './arbitraries';

/** The heuristic with its default limits but no wall clock, so a run depends on the seed only. */
const search = (rows: number[][], initialOrder: number[], seed = 1) =>
  searchRoute(toCostMatrix(rows), initialOrder, { ...searchLimits(rows.length - 1, { seed }), timeBudgetMs: Infinity });

describe('searchRoute (iterated local search)', () => {
  for (const kind of ['symmetric', 'asymmetric'] as const) {
    it(`reaches the exact optimum on small ${kind} days`, () => {
      fc.assert(
        fc.property(dayArb(1, 8, kind), fc.nat(1000), ({ rows, initialOrder }, seed) => {
          expect(search(rows, initialOrder, seed).cost).toBe(solveExactRoute(toCostMatrix(rows)).cost);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('returns a permutation of the stops, priced truly, never longer than the starting order', () => {
    fc.assert(
      fc.property(anyDayArb(0, 24), fc.nat(1000), ({ rows, initialOrder }, seed) => {
        const matrix = toCostMatrix(rows);
        const result = search(rows, initialOrder, seed);
        expect(isPermutationOfStops(result.order, rows.length - 1)).toBe(true);
        expect(result.cost).toBe(routeCost(matrix, result.order));
        expect(result.cost).toBeLessThanOrEqual(routeCost(matrix, initialOrder));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps the best tour of all its runs: a longer run of a seed never ends on a longer tour (restarts included)', () => {
    // A run restarts after 4 kicks a stop without a gain, so the longer runs here restart several times.
    const run = (rows: number[][], initialOrder: number[], seed: number, kicks: number) =>
      searchRoute(toCostMatrix(rows), initialOrder, {
        ...searchLimits(rows.length - 1, { seed, maxIterations: kicks }),
        timeBudgetMs: Infinity,
        maxStall: Infinity,
      }).cost;
    fc.assert(
      fc.property(anyDayArb(13, 30), fc.nat(1000), ({ rows, initialOrder }, seed) => {
        const costs = [10, 50, 200, 600].map((kicks) => run(rows, initialOrder, seed, kicks));
        for (let k = 1; k < costs.length; k++) expect(costs[k]).toBeLessThanOrEqual(costs[k - 1] as number);
      }),
      { numRuns: 20 },
    );
  });

  it('gives the same order for the same seed', () => {
    fc.assert(
      fc.property(anyDayArb(13, 24), fc.nat(1000), ({ rows, initialOrder }, seed) => {
        expect(search(rows, initialOrder, seed)).toEqual(search(rows, initialOrder, seed));
      }),
      { numRuns: 10 },
    );
  });

  it('turns a day driven against a one-way loop around (asymmetric costs, reversals priced truly)', () => {
    const size = 40;
    // Each leg along the loop 0 -> 1 -> ... -> 39 -> 0 costs 1; against it, 5; across it, by distance on the loop + 3.
    const rows = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => {
        if (i === j) return 0;
        if (j === (i + 1) % size) return 1;
        if (i === (j + 1) % size) return 5;
        return Math.min(Math.abs(i - j), size - Math.abs(i - j)) + 3;
      }),
    );
    const against = Array.from({ length: size - 1 }, (_, i) => size - 1 - i);
    const result = search(rows, against);
    expect(result).toEqual({ order: Array.from({ length: size - 1 }, (_, i) => i + 1), cost: size });
  });

  it('finds the optimum of a symmetric ring from a scrambled start', () => {
    const size = 60;
    const points = Array.from({ length: size }, (_, i) => [
      Math.cos((2 * Math.PI * i) / size),
      Math.sin((2 * Math.PI * i) / size),
    ]);
    const rows = points.map(([x1 = 0, y1 = 0]) =>
      points.map(([x2 = 0, y2 = 0]) => Math.round(1000 * Math.hypot(x1 - x2, y1 - y2))),
    );
    const scrambled = Array.from({ length: size - 1 }, (_, i) => ((i * 7) % (size - 1)) + 1);
    const ring = Array.from({ length: size - 1 }, (_, i) => i + 1);
    expect(search(rows, scrambled).cost).toBe(routeCost(toCostMatrix(rows), ring));
  });
});
