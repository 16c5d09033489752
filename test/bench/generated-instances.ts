/**
 * Seeded random instances for the route bench: stops scattered uniformly over a 10 km square,
 * costs in metres (rounded). The asymmetric variant scales each direction of a leg by its own
 * factor (0.8-1.4), as road durations differ by direction.
 */
import { existsSync, readFileSync } from 'node:fs';
import { MAX_EXACT_STOPS } from '../../src/shared/domain/tsp/held-karp';
import { type CostMatrix } from '../../src/shared/domain/tsp/matrix';
import { createRandom } from '../../src/shared/domain/tsp/random';

/** Days the route bench solves: exact up to 12 stops, against best-known tours above. */
export const GENERATED_STOPS = [8, 12, 25, 50, 100, 150, 175, 200];
export const BEST_KNOWN_FILE = new URL('./data/generated-best.tsv', import.meta.url);

export const identityOrder = (matrix: CostMatrix) => Array.from({ length: matrix.size - 1 }, (_, i) => i + 1);

export function generateInstance(stops: number, seed: number, asymmetric: boolean): CostMatrix {
  const random = createRandom(seed);
  const size = stops + 1;
  const points = Array.from({ length: size }, () => [random.next() * 10_000, random.next() * 10_000] as const);
  const costs = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      if (i === j) continue;
      const [xi, yi] = points[i] as readonly [number, number];
      const [xj, yj] = points[j] as readonly [number, number];
      const factor = asymmetric ? 0.8 + 0.6 * random.next() : 1;
      costs[i * size + j] = Math.round(Math.hypot(xi - xj, yi - yj) * factor);
    }
  }
  return { size, costs };
}

/** The bench's generated days, symmetric and asymmetric, named as in its tables. */
export function generatedDays(stopCounts: readonly number[]): { name: string; matrix: CostMatrix; exact: boolean }[] {
  return stopCounts.flatMap((stops) =>
    [false, true].map((asymmetric) => ({
      name: `${asymmetric ? 'asym' : 'sym'}-${stops}`,
      matrix: generateInstance(stops, stops, asymmetric),
      exact: stops <= MAX_EXACT_STOPS,
    })),
  );
}

/** Best-known tour cost per generated day (test/bench/best-known.ts writes them). */
export function readBestKnown(): Map<string, number> {
  if (!existsSync(BEST_KNOWN_FILE)) return new Map();
  const rows = readFileSync(BEST_KNOWN_FILE, 'utf8').trim().split('\n').slice(1);
  return new Map(rows.map((row) => row.split('\t')).map(([name, , best]) => [name!, Number(best)]));
}
