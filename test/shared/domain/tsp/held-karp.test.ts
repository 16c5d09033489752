import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EXACT_STOPS, solveExactRoute } from '../../../../src/shared/domain/tsp/held-karp';
import { routeCost, toCostMatrix } from '../../../../src/shared/domain/tsp/matrix';
import { anyDayArb, bruteForceCost, isPermutationOfStops } from './arbitraries';

describe('solveExactRoute (Held-Karp)', () => {
  it('finds the cheapest round trip of every order, symmetric or not', () => {
    fc.assert(
      fc.property(anyDayArb(1, 6), ({ rows }) => {
        const matrix = toCostMatrix(rows);
        const exact = solveExactRoute(matrix);
        expect(isPermutationOfStops(exact.order, rows.length - 1)).toBe(true);
        expect(exact.cost).toBe(routeCost(matrix, exact.order));
        expect(exact.cost).toBe(bruteForceCost(rows));
      }),
      { numRuns: 150 },
    );
  });

  it('follows a one-way loop in its direction', () => {
    // Driving 0 -> 1 -> 2 -> 3 -> 0 costs 1 a leg; any leg against the loop costs 10.
    const rows = [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => (i === j ? 0 : j === (i + 1) % 4 ? 1 : 10)));
    expect(solveExactRoute(toCostMatrix(rows))).toEqual({ order: [1, 2, 3], cost: 4 });
  });

  it('solves a full-size day of 12 stops quickly', () => {
    const size = MAX_EXACT_STOPS + 1;
    const rows = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => Math.abs(((i * 7) % size) - ((j * 7) % size))),
    );
    const startedAt = performance.now();
    const exact = solveExactRoute(toCostMatrix(rows));
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    // Nodes sit on a line at positions 0..12: the best trip goes out and back, 2 x 12.
    expect(exact.cost).toBe(24);
  });

  it('refuses days above the exact limit and answers the trivial ones', () => {
    const size = MAX_EXACT_STOPS + 2;
    expect(() =>
      solveExactRoute(toCostMatrix(Array.from({ length: size }, () => new Array<number>(size).fill(1)))),
    ).toThrow(RangeError);
    expect(solveExactRoute(toCostMatrix([[0]]))).toEqual({ order: [], cost: 0 });
    expect(
      solveExactRoute(
        toCostMatrix([
          [0, 5],
          [7, 0],
        ]),
      ),
    ).toEqual({ order: [1], cost: 12 });
  });
});
