import { type CostMatrix } from './matrix';

/**
 * Candidate lists, closest first: each node's `count` cheapest nodes to drive to (`outgoing`,
 * by the cost i -> j) and to come from (`incoming`, by j -> i). With symmetric costs the two
 * are one and the same list.
 */
export interface Neighbours {
  readonly count: number;
  readonly outgoing: Int32Array;
  readonly incoming: Int32Array;
}

export function nearestNeighbours(matrix: CostMatrix, wanted: number, symmetric: boolean): Neighbours {
  const count = Math.min(wanted, matrix.size - 1);
  const outgoing = closest(matrix, count, (i, j) => i * matrix.size + j);
  const incoming = symmetric ? outgoing : closest(matrix, count, (i, j) => j * matrix.size + i);
  return { count, outgoing, incoming };
}

function closest({ size, costs }: CostMatrix, count: number, index: (i: number, j: number) => number): Int32Array {
  const lists = new Int32Array(size * count);
  const others: number[] = [];
  for (let i = 0; i < size; i++) {
    others.length = 0;
    for (let j = 0; j < size; j++) if (j !== i) others.push(j);
    const cost = (j: number) => costs[index(i, j)] as number;
    others.sort((a, b) => cost(a) - cost(b) || a - b);
    for (let k = 0; k < count; k++) lists[i * count + k] = others[k] as number;
  }
  return lists;
}
