import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { construct } from '../../../../src/shared/domain/planner/construct';
import { planQueue } from '../../../../src/shared/domain/planner/plan';
import { repartition } from '../../../../src/shared/domain/planner/repartition';
import { bestOrder, routeMeters } from '../../../../src/shared/domain/planner/route';
import { createState } from '../../../../src/shared/domain/planner/state';
import type { PlannerJob } from '../../../../src/shared/domain/planner/types';
import { makeInstance } from '../../../support/plan-instances';
import { planViolations } from '../../../support/plan-validator';

const spot = fc.record({
  lat: fc.double({ min: 45.4, max: 45.6, noNaN: true }),
  lng: fc.double({ min: -122.8, max: -122.5, noNaN: true }),
});

function permutations(values: number[]): number[][] {
  if (values.length <= 1) return [values];
  return values.flatMap((value, at) =>
    permutations([...values.slice(0, at), ...values.slice(at + 1)]).map((rest) => [value, ...rest]),
  );
}

// The pieces the search is built from, checked against brute force.
describe('planner search (properties)', { timeout: 120_000 }, () => {
  it('drives a small day in its shortest order, from the yard and back', () => {
    fc.assert(
      fc.property(fc.array(spot, { minLength: 1, maxLength: 6 }), spot, (points, yard) => {
        const shortest = Math.min(
          ...permutations(points.map((_, at) => at)).map((order) =>
            routeMeters(
              order.map((at) => points[at]!),
              yard,
            ),
          ),
        );
        const { order, meters } = bestOrder(points, yard);
        expect([...order].sort()).toEqual(points.map((_, at) => at));
        expect(meters).toBeCloseTo(shortest, 3);
        expect(
          routeMeters(
            order.map((at) => points[at]!),
            yard,
          ),
        ).toBeCloseTo(meters, 3);
      }),
      { numRuns: 60 },
    );
  });

  it('re-splits the work of three days without leaving any out or driving more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 4, max: 14 }),
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        (seed, jobs, picks) => {
          const state = createState(makeInstance({ seed, jobs, crews: 3, days: 4, booked: 0.4, rounds: 0.2 }));
          construct(state);
          const days = [...new Set(picks.map((pick) => pick % state.slots.length))];
          const before = { minutes: state.placedMinutes, meters: state.meters };
          const placed = state.placement.map((pieces) => pieces !== null);
          repartition(state, days);
          expect(state.placedMinutes).toBe(before.minutes);
          expect(state.placement.map((pieces) => pieces !== null)).toEqual(placed);
          expect(state.meters).toBeLessThanOrEqual(before.meters + 1e-6);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('splits a program round longer than a day inside its window, under its own number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(10, 12, 14),
        fc.integer({ min: 2, max: 6 }),
        (seed, hours, dueIndex) => {
          // Empty days: two of them hold the round, so it is always placed.
          const input = makeInstance({ seed, jobs: 4, crews: 2, days: 8 });
          const round: PlannerJob = {
            id: 'round',
            label: 'JOB-900',
            hours,
            location: input.origin,
            categories: [],
            districtIds: [],
            acceptedAt: '2026-01-02T00:00:00.000Z',
            round: { number: 3, dueOn: input.days[dueIndex]!, windowOpensOn: input.days[1]! },
          };
          const plan = planQueue({ ...input, jobs: [...input.jobs, round] }, { seed: 1, maxEvaluations: 400 });
          expect(planViolations({ ...input, jobs: [...input.jobs, round] }, plan)).toEqual([]);
          const placed = plan.placed.find((job) => job.jobId === 'round')!;
          expect(placed).toBeDefined();
          expect(placed.pieces.length).toBeGreaterThan(1);
          for (const piece of placed.pieces) {
            expect(piece.day >= input.days[1]!).toBe(true);
            expect(piece.day <= input.days[dueIndex]!).toBe(true);
          }
          expect(placed.pieces.reduce((sum, piece) => sum + piece.hours, 0)).toBeCloseTo(hours, 6);
          expect(placed.reason).toMatch(/^Round 3 is due /);
        },
      ),
      { numRuns: 30 },
    );
  });
});
