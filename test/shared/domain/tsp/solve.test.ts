import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveExactRoute } from '../../../../src/shared/domain/tsp/held-karp';
import { routeCost, toCostMatrix } from '../../../../src/shared/domain/tsp/matrix';
import { solveRoute } from '../../../../src/shared/domain/tsp/solve';
import { anyDayArb, isPermutationOfStops } from './arbitraries';

describe('solveRoute', () => {
  it('answers days of 0, 1 and 2 stops', () => {
    expect(solveRoute([[0]], [])).toEqual({ order: [], cost: 0, provenOptimal: true });
    expect(
      solveRoute(
        [
          [0, 4],
          [6, 0],
        ],
        [1],
      ),
    ).toEqual({ order: [1], cost: 10, provenOptimal: true });
    // Asymmetric: 0 -> 2 -> 1 -> 0 costs 3, the given 0 -> 1 -> 2 -> 0 costs 30.
    const rows = [
      [0, 10, 1],
      [1, 0, 10],
      [10, 1, 0],
    ];
    expect(solveRoute(rows, [1, 2])).toEqual({ order: [2, 1], cost: 3, provenOptimal: true });
  });

  it('keeps the current order when nothing beats it, as with stops at one address', () => {
    const rows = [0, 1, 2, 3, 4].map((i) => [0, 1, 2, 3, 4].map((j) => (i === j || (i > 0 && j > 0) ? 0 : 5)));
    expect(solveRoute(rows, [3, 1, 4, 2])).toEqual({ order: [3, 1, 4, 2], cost: 10, provenOptimal: true });
  });

  it("keeps the day's direction when a stop comes or goes: the same trip, not the same trip backwards", () => {
    // Depot at 0 and six stops on a circle around it (symmetric distances): the best trip goes round
    // the circle, one way or the other.
    const points = [
      [0, 0],
      ...[0, 1, 2, 3, 4, 5].map((k) => [Math.cos((k * Math.PI) / 3) * 10, Math.sin((k * Math.PI) / 3) * 10]),
    ];
    const rows = points.map(([x1, y1]) => points.map(([x2, y2]) => Math.hypot(x1! - x2!, y1! - y2!)));
    // Stop 4 was just added at the end of a day driven 1, 2, 3, 5, 6: it goes between 3 and 5, and the rest keeps its way round.
    expect(solveRoute(rows, [1, 2, 3, 5, 6, 4]).order).toEqual([1, 2, 3, 4, 5, 6]);
    // The same day driven the other way round stays that way round.
    expect(solveRoute(rows, [6, 5, 3, 2, 1, 4]).order).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('accepts a Float64Array-backed matrix', () => {
    const matrix = { size: 3, costs: Float64Array.from([0, 2, 9, 9, 0, 2, 2, 9, 0]) };
    expect(solveRoute(matrix, [2, 1])).toEqual({ order: [1, 2], cost: 6, provenOptimal: true });
  });

  it('rejects a matrix that is not square and an order that is not every stop once', () => {
    expect(() => solveRoute([[0, 1], [1]], [1])).toThrow(RangeError);
    expect(() => solveRoute([], [])).toThrow(RangeError);
    expect(() =>
      solveRoute(
        [
          [0, 1],
          [1, Number.NaN],
        ],
        [1],
      ),
    ).toThrow(RangeError);
    const rows = [0, 1, 2].map(() => [0, 1, 1]);
    expect(() => solveRoute(rows, [1])).toThrow(RangeError);
    expect(() => solveRoute(rows, [1, 1])).toThrow(RangeError);
    expect(() => solveRoute(rows, [1, 3])).toThrow(RangeError);
  });

  it('solves days up to 12 stops exactly and says so', () => {
    fc.assert(
      fc.property(anyDayArb(0, 9), ({ rows, initialOrder }) => {
        const solution = solveRoute(rows, initialOrder);
        expect(solution.provenOptimal).toBe(true);
        expect(isPermutationOfStops(solution.order, rows.length - 1)).toBe(true);
        expect(solution.cost).toBe(solveExactRoute(toCostMatrix(rows)).cost);
        expect(solution.cost).toBe(routeCost(toCostMatrix(rows), solution.order));
      }),
      { numRuns: 60 },
    );
  });

  it('returns a permutation of the stops, never longer than the current order, above 12 stops', () => {
    fc.assert(
      fc.property(anyDayArb(13, 40), fc.nat(1000), ({ rows, initialOrder }, seed) => {
        const matrix = toCostMatrix(rows);
        const solution = solveRoute(rows, initialOrder, { seed, maxIterations: 300 });
        expect(solution.provenOptimal).toBe(false);
        expect(isPermutationOfStops(solution.order, rows.length - 1)).toBe(true);
        expect(solution.cost).toBe(routeCost(matrix, solution.order));
        expect(solution.cost).toBeLessThanOrEqual(routeCost(matrix, initialOrder));
      }),
      { numRuns: 25 },
    );
  });

  it('never returns a longer order when an unchanged day is optimized again, whatever the seed', () => {
    fc.assert(
      fc.property(anyDayArb(13, 40), fc.nat(1000), fc.nat(1000), ({ rows, initialOrder }, seed, again) => {
        const first = solveRoute(rows, initialOrder, { seed, maxIterations: 200 });
        const second = solveRoute(rows, first.order, { seed: again, maxIterations: 200 });
        expect(second.cost).toBeLessThanOrEqual(first.cost);
        expect(second.cost).toBe(routeCost(toCostMatrix(rows), second.order));
      }),
      { numRuns: 25 },
    );
  });

  it('stops at its time budget', () => {
    let clock = 0;
    const rows = Array.from({ length: 41 }, (_, i) =>
      Array.from({ length: 41 }, (_, j) => Math.abs(i - j) * (((i + j) % 3) + 1)),
    );
    const initialOrder = Array.from({ length: 40 }, (_, i) => 40 - i);
    const solution = solveRoute(rows, initialOrder, { timeBudgetMs: 5, now: () => (clock += 1) });
    // The clock ticks once per read; a search past its budget would have read it far more often.
    expect(clock).toBeLessThan(10);
    expect(solution.cost).toBeLessThanOrEqual(routeCost(toCostMatrix(rows), initialOrder));
  });
});
