/**
 * Seeded random instances for the route bench: stops scattered uniformly over a 10 km square,
 * costs in metres (rounded). The asymmetric variant scales each direction of a leg by its own
 * factor (0.8-1.4), as road durations differ by direction.
 */
import { type CostMatrix } from '../../src/shared/domain/tsp/matrix';
import { createRandom } from '../../src/shared/domain/tsp/random';

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
