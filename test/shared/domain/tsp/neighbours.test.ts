import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleCost, isSymmetric, toCostMatrix } from '../../../../src/shared/domain/tsp/matrix';
import { nearestNeighbours } from '../../../../src/shared/domain/tsp/neighbours';
import { improveByOrOpt } from '../../../../src/shared/domain/tsp/or-opt';
import { createSearchState } from '../../../../src/shared/domain/tsp/search-state';
import { createTour, stopsFromDepot } from '../../../../src/shared/domain/tsp/tour';
import { improveByTwoOpt } from '../../../../src/shared/domain/tsp/two-opt';
import { anyDayArb, dayArb } from './arbitraries';

describe('candidate lists', () => {
  it('list the cheapest nodes to drive to and to come from, closest first, ties by number', () => {
    fc.assert(
      fc.property(dayArb(2, 20, 'asymmetric'), fc.integer({ min: 1, max: 12 }), ({ rows }, wanted) => {
        const matrix = toCostMatrix(rows);
        const { count, outgoing, incoming } = nearestNeighbours(matrix, wanted, false);
        expect(count).toBe(Math.min(wanted, rows.length - 1));
        rows.forEach((row, i) => {
          const others = rows.map((_, j) => j).filter((j) => j !== i);
          const by = (cost: (j: number) => number) =>
            [...others].sort((a, b) => cost(a) - cost(b) || a - b).slice(0, count);
          expect(Array.from(outgoing.subarray(i * count, (i + 1) * count))).toEqual(by((j) => row[j] as number));
          expect(Array.from(incoming.subarray(i * count, (i + 1) * count))).toEqual(by((j) => rows[j]?.[i] as number));
        });
      }),
      { numRuns: 50 },
    );
  });

  it('are one list both ways when costs are symmetric', () => {
    const rows = [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => Math.abs(i - j)));
    const neighbours = nearestNeighbours(toCostMatrix(rows), 2, true);
    expect(neighbours.incoming).toBe(neighbours.outgoing);
    expect(Array.from(neighbours.outgoing)).toEqual([1, 2, 0, 2, 1, 3, 2, 1]);
  });
});

describe('2-opt and Or-opt over the candidate lists', () => {
  for (const [name, improve] of [
    ['2-opt', improveByTwoOpt],
    ['Or-opt', improveByOrOpt],
  ] as const) {
    it(`${name} applies only gains, priced truly, on symmetric and asymmetric days`, () => {
      fc.assert(
        fc.property(anyDayArb(4, 30), fc.nat(), ({ rows, initialOrder }, pick) => {
          const matrix = toCostMatrix(rows);
          const symmetric = isSymmetric(matrix);
          const tour = createTour(matrix, symmetric, [0, ...initialOrder]);
          const state = createSearchState(matrix, tour, nearestNeighbours(matrix, 10, symmetric));
          const before = cycleCost(matrix, tour.nodes);
          const delta = improve(state, pick % matrix.size);
          expect(delta).toBeLessThanOrEqual(0);
          expect(cycleCost(matrix, tour.nodes)).toBeCloseTo(before + delta, 6);
          expect([...stopsFromDepot(tour)].sort((a, b) => a - b)).toEqual([...initialOrder].sort((a, b) => a - b));
        }),
        { numRuns: 300 },
      );
    });
  }
});
