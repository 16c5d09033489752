import { mulberry32 } from '../../shared/domain/random';

/**
 * A small seeded random source (mulberry32): the demo organization comes out the same on every
 * run, so a walkthrough can name JOB-12 or a given street and find it again.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max), rounded to `decimals` places. */
  real(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** Up to `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    real: (min, max, decimals = 1) => Number((min + next() * (max - min)).toFixed(decimals)),
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(choices: readonly (readonly [T, number])[]): T {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(choices)[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
    },
  };
}
