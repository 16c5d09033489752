import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleCost, toCostMatrix } from '../../../../src/shared/domain/tsp/matrix';
import { nearestNeighbours } from '../../../../src/shared/domain/tsp/neighbours';
import { improveByOrThreeOpt } from '../../../../src/shared/domain/tsp/or-three-opt';
import { createSearchState } from '../../../../src/shared/domain/tsp/search-state';
import { createTour, stopsFromDepot } from '../../../../src/shared/domain/tsp/tour';
import { dayArb } from './arbitraries';

describe('or-3opt', () => {
  it('applies only gains, priced truly: the tour stays a permutation and its cost drops by the delta returned', () => {
    fc.assert(
      fc.property(dayArb(5, 30, 'asymmetric'), fc.nat(), ({ rows, initialOrder }, pick) => {
        const matrix = toCostMatrix(rows);
        const tour = createTour(matrix, false, [0, ...initialOrder]);
        const state = createSearchState(matrix, tour, nearestNeighbours(matrix, 10, false));
        const before = cycleCost(matrix, tour.nodes);
        const delta = improveByOrThreeOpt(state, pick % matrix.size);
        expect(delta).toBeLessThanOrEqual(0);
        expect(cycleCost(matrix, tour.nodes)).toBeCloseTo(before + delta, 6);
        expect([...stopsFromDepot(tour)].sort((a, b) => a - b)).toEqual([...initialOrder].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('moves a long stretch without turning it, where a one-way street makes a reversal too dear', () => {
    // 0 -> 5 6 7 8 -> 1 2 3 4 -> 0 costs 1 per step; going against that order costs 100.
    const best = [0, 5, 6, 7, 8, 1, 2, 3, 4];
    const size = best.length;
    const rows = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => {
        if (i === j) return 0;
        return best[(best.indexOf(i) + 1) % size] === j ? 1 : 100;
      }),
    );
    const matrix = toCostMatrix(rows);
    const tour = createTour(matrix, false, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const state = createSearchState(matrix, tour, nearestNeighbours(matrix, 8, false));
    expect(improveByOrThreeOpt(state, 0)).toBe(-297);
    expect(stopsFromDepot(tour)).toEqual([5, 6, 7, 8, 1, 2, 3, 4]);
  });
});
