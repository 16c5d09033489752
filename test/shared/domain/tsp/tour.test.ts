import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCostMatrix } from '../../../../src/shared/domain/tsp/matrix';
import {
  type Tour,
  createTour,
  moveStretch,
  reversalDelta,
  reverseStretch,
  stopsFromDepot,
} from '../../../../src/shared/domain/tsp/tour';

/** The cycle as a list starting at node 0, so that rotations of one cycle compare equal. */
const fromDepot = (tour: Tour) => [0, ...stopsFromDepot(tour)];
const rotateToDepot = (nodes: number[]) => {
  const at = nodes.indexOf(0);
  return [...nodes.slice(at), ...nodes.slice(0, at)];
};
const positionsAgree = (tour: Tour) => Array.from(tour.nodes).every((node, i) => tour.positions[node] === i);

/** A random cycle over 0..size-1 and two positions in it. */
const cycleArb = fc.integer({ min: 3, max: 14 }).chain((size) =>
  fc.tuple(
    fc.shuffledSubarray(
      Array.from({ length: size }, (_, i) => i),
      { minLength: size, maxLength: size },
    ),
    fc.nat(size - 1),
    fc.nat(size - 1),
  ),
);

const asymmetricRows = (size: number) =>
  Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => (i === j ? 0 : (i * 31 + j * 17) % 23)),
  );

describe('tour edits', () => {
  it('moves a stretch after another node, either way round, as a naive rebuild would', () => {
    fc.assert(
      fc.property(cycleArb, fc.integer({ min: 1, max: 3 }), fc.boolean(), ([nodes, start, pick], wanted, reversed) => {
        const size = nodes.length;
        const length = Math.min(wanted, size - 2);
        const stretch = Array.from({ length }, (_, k) => nodes[(start + k) % size] as number);
        const rest = Array.from({ length: size - length }, (_, k) => nodes[(start + length + k) % size] as number);
        const after = rest[pick % rest.length] as number;
        const expected = [...rest];
        expected.splice(rest.indexOf(after) + 1, 0, ...(reversed ? [...stretch].reverse() : stretch));
        const tour = createTour(toCostMatrix(asymmetricRows(size)), false, nodes);
        moveStretch(tour, stretch[0] as number, stretch[length - 1] as number, after, reversed);
        expect(fromDepot(tour)).toEqual(rotateToDepot(expected));
        expect(positionsAgree(tour)).toBe(true);
      }),
    );
  });

  it('reverses a stretch (asymmetric: exactly that stretch) and prices the reversal', () => {
    fc.assert(
      fc.property(cycleArb, ([nodes, from, to]) => {
        const size = nodes.length;
        const length = ((to - from + size) % size) + 1;
        const stretch = Array.from({ length }, (_, k) => nodes[(from + k) % size] as number);
        const rest = Array.from({ length: size - length }, (_, k) => nodes[(from + length + k) % size] as number);
        const rows = asymmetricRows(size);
        const tour = createTour(toCostMatrix(rows), false, nodes);
        const first = stretch[0] as number;
        const last = stretch[length - 1] as number;
        const legs = (path: number[]) =>
          path.slice(1).reduce((sum, node, k) => sum + (rows[path[k] as number]?.[node] ?? 0), 0);
        expect(reversalDelta(tour, first, last)).toBe(legs([...stretch].reverse()) - legs(stretch));
        reverseStretch(tour, first, last);
        expect(fromDepot(tour)).toEqual(rotateToDepot([...stretch].reverse().concat(rest)));
        expect(positionsAgree(tour)).toBe(true);
      }),
    );
  });

  it('turns the shorter side when costs are symmetric, giving the same cycle', () => {
    const rows = [0, 1, 2, 3, 4, 5].map((i) => [0, 1, 2, 3, 4, 5].map((j) => Math.abs(i - j)));
    const tour = createTour(toCostMatrix(rows), true, [0, 1, 2, 3, 4, 5]);
    reverseStretch(tour, 1, 4);
    const cycle = fromDepot(tour);
    expect([cycle, [0, ...cycle.slice(1).reverse()]]).toContainEqual([0, 4, 3, 2, 1, 5]);
    expect(positionsAgree(tour)).toBe(true);
  });
});
