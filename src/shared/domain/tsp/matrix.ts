/**
 * Cost matrices for the route solver. Node 0 is the depot (the crew's origin); a route is a
 * closed round trip 0 -> stops... -> 0. Costs are distances or durations and need not be
 * symmetric (road durations rarely are).
 */

/** Row-major square matrix: the cost of i -> j is `costs[i * size + j]`. */
export interface CostMatrix {
  readonly size: number;
  readonly costs: Float64Array;
}

export type MatrixInput = readonly (readonly number[])[] | CostMatrix;

function isCostMatrix(input: MatrixInput): input is CostMatrix {
  return 'costs' in input;
}

export function toCostMatrix(input: MatrixInput): CostMatrix {
  const matrix = isCostMatrix(input) ? input : fromRows(input);
  if (matrix.size < 1) throw new RangeError('the matrix needs at least the depot (node 0)');
  if (matrix.costs.length !== matrix.size * matrix.size) throw new RangeError('the matrix must be square');
  if (!matrix.costs.every(Number.isFinite)) throw new RangeError('every cost must be a finite number');
  return matrix;
}

function fromRows(rows: readonly (readonly number[])[]): CostMatrix {
  const size = rows.length;
  const costs = new Float64Array(size * size);
  rows.forEach((row, i) => {
    if (row.length !== size) throw new RangeError('the matrix must be square');
    costs.set(row, i * size);
  });
  return { size, costs };
}

export function isSymmetric({ size, costs }: CostMatrix): boolean {
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      if (costs[i * size + j] !== costs[j * size + i]) return false;
    }
  }
  return true;
}

/** Cost of the closed cycle through `nodes` in the given order (back from the last to the first). */
export function cycleCost({ size, costs }: CostMatrix, nodes: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < nodes.length; i++) {
    const from = nodes[i] as number;
    const to = nodes[(i + 1) % nodes.length] as number;
    total += costs[from * size + to] as number;
  }
  return total;
}

/** Cost of the round trip depot -> `stops` in order -> depot. */
export function routeCost(matrix: CostMatrix, stops: readonly number[]): number {
  return cycleCost(matrix, [0, ...stops]);
}

/** Throws unless `stops` visits every non-depot node of the matrix exactly once. */
export function assertStopOrder(matrix: CostMatrix, stops: readonly number[]): void {
  const seen = new Uint8Array(matrix.size);
  for (const stop of stops) {
    if (!Number.isInteger(stop) || stop < 1 || stop >= matrix.size || seen[stop]) {
      throw new RangeError(`the initial order must list nodes 1..${matrix.size - 1} once each`);
    }
    seen[stop] = 1;
  }
  if (stops.length !== matrix.size - 1)
    throw new RangeError(`the initial order must list nodes 1..${matrix.size - 1} once each`);
}
