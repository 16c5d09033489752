import { mulberry32 } from '../random';

/** A small seeded PRNG (mulberry32) so that a search is reproducible for a seed, in Node and the browser. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound). */
  below(bound: number): number;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  return { next, below: (bound) => Math.floor(next() * bound) };
}
