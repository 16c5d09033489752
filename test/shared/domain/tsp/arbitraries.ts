import fc from 'fast-check';

/** A day: a cost matrix over depot + stops (zeros allowed, as for stops at one address) and a starting order. */
export interface Day {
  rows: number[][];
  initialOrder: number[];
}

const shuffled = (stops: number, keys: number[]) =>
  Array.from({ length: stops }, (_, i) => i + 1).sort((a, b) => (keys[a - 1] ?? 0) - (keys[b - 1] ?? 0) || a - b);

/**
 * Random days of `minStops`..`maxStops` stops. Symmetric days come from points on a small grid
 * (duplicates give zero distances); asymmetric days draw every direction independently.
 */
export function dayArb(minStops: number, maxStops: number, kind: 'symmetric' | 'asymmetric'): fc.Arbitrary<Day> {
  return fc.integer({ min: minStops, max: maxStops }).chain((stops) => {
    const size = stops + 1;
    const keys = fc.array(fc.nat(1000), { minLength: stops, maxLength: stops });
    if (kind === 'asymmetric') {
      return fc
        .tuple(fc.array(fc.nat(100), { minLength: size * size, maxLength: size * size }), keys)
        .map(([values, order]) => ({
          rows: Array.from({ length: size }, (_, i) =>
            Array.from({ length: size }, (_, j) => (i === j ? 0 : (values[i * size + j] as number))),
          ),
          initialOrder: shuffled(stops, order),
        }));
    }
    const point = fc.tuple(fc.nat(12), fc.nat(12));
    return fc.tuple(fc.array(point, { minLength: size, maxLength: size }), keys).map(([points, order]) => ({
      rows: points.map(([x1, y1]) => points.map(([x2, y2]) => Math.round(Math.hypot(x1 - x2, y1 - y2) * 10))),
      initialOrder: shuffled(stops, order),
    }));
  });
}

export const anyDayArb = (minStops: number, maxStops: number): fc.Arbitrary<Day> =>
  fc.oneof(dayArb(minStops, maxStops, 'symmetric'), dayArb(minStops, maxStops, 'asymmetric'));

export function isPermutationOfStops(order: readonly number[], stops: number): boolean {
  return order.length === stops && [...order].sort((a, b) => a - b).every((node, i) => node === i + 1);
}

/** Brute force over every order: the reference for the exact solver. */
export function bruteForceCost(rows: number[][]): number {
  const stops = Array.from({ length: rows.length - 1 }, (_, i) => i + 1);
  let best = Infinity;
  const visit = (at: number, left: number[], sum: number) => {
    if (left.length === 0) best = Math.min(best, sum + (rows[at]?.[0] ?? 0));
    for (const next of left)
      visit(
        next,
        left.filter((node) => node !== next),
        sum + (rows[at]?.[next] ?? 0),
      );
  };
  visit(0, stops, 0);
  return best;
}
