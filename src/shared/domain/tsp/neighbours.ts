import { type CostMatrix } from './matrix';

/** Candidate lists: each node's `count` closest nodes (by the round-trip cost i -> j -> i), closest first. */
export interface Neighbours {
  readonly count: number;
  readonly lists: Int32Array;
}

export function nearestNeighbours({ size, costs }: CostMatrix, wanted: number): Neighbours {
  const count = Math.min(wanted, size - 1);
  const lists = new Int32Array(size * count);
  const others: number[] = [];
  for (let i = 0; i < size; i++) {
    others.length = 0;
    for (let j = 0; j < size; j++) if (j !== i) others.push(j);
    const roundTrip = (j: number) => (costs[i * size + j] as number) + (costs[j * size + i] as number);
    others.sort((a, b) => roundTrip(a) - roundTrip(b) || a - b);
    for (let k = 0; k < count; k++) lists[i * count + k] = others[k] as number;
  }
  return { count, lists };
}
