import { type CostMatrix } from './matrix';

/**
 * A closed tour as an array of nodes plus each node's position, edited in place by the local
 * search. Moves keep the direction of travel of every untouched stretch, so asymmetric costs
 * stay true; a reversed stretch is priced through `reversalDelta`.
 */
export interface Tour {
  readonly size: number;
  readonly nodes: Int32Array;
  readonly positions: Int32Array;
  readonly costs: Float64Array;
  readonly symmetric: boolean;
  /** Running sum of (backward - forward) edge costs along the array, for asymmetric reversals. */
  readonly reversalPrefix: Float64Array;
  reversalPrefixStale: boolean;
  readonly scratch: Int32Array;
}

export function createTour(matrix: CostMatrix, symmetric: boolean, nodes: ArrayLike<number>): Tour {
  const { size, costs } = matrix;
  const tour: Tour = {
    size,
    nodes: new Int32Array(size),
    positions: new Int32Array(size),
    costs,
    symmetric,
    reversalPrefix: new Float64Array(size + 1),
    reversalPrefixStale: true,
    scratch: new Int32Array(size),
  };
  loadNodes(tour, nodes);
  return tour;
}

export function loadNodes(tour: Tour, nodes: ArrayLike<number>): void {
  tour.nodes.set(nodes);
  for (let i = 0; i < tour.size; i++) tour.positions[tour.nodes[i] as number] = i;
  tour.reversalPrefixStale = true;
}

export const cost = (tour: Tour, from: number, to: number): number => tour.costs[from * tour.size + to] as number;
export const nodeAt = (tour: Tour, position: number): number => tour.nodes[position % tour.size] as number;
export const positionOf = (tour: Tour, node: number): number => tour.positions[node] as number;
export const next = (tour: Tour, node: number): number => nodeAt(tour, positionOf(tour, node) + 1);
export const previous = (tour: Tour, node: number): number => nodeAt(tour, positionOf(tour, node) + tour.size - 1);

/** Number of nodes on the stretch walking forward from `from` to `to`, both included. */
export const stretchLength = (tour: Tour, from: number, to: number): number =>
  ((positionOf(tour, to) - positionOf(tour, from) + tour.size) % tour.size) + 1;

/** Stretches this short are priced edge by edge rather than by rebuilding the running sums. */
const SHORT_STRETCH = 8;

/** Cost change from reversing the stretch `from`..`to` internally (zero for symmetric costs). */
export function reversalDelta(tour: Tour, from: number, to: number): number {
  if (tour.symmetric) return 0;
  if (stretchLength(tour, from, to) <= SHORT_STRETCH) return walkReversalDelta(tour, from, to);
  if (tour.reversalPrefixStale) refreshReversalPrefix(tour);
  const prefix = tour.reversalPrefix;
  const start = positionOf(tour, from);
  const end = positionOf(tour, to);
  if (start <= end) return (prefix[end] as number) - (prefix[start] as number);
  return (prefix[tour.size] as number) - (prefix[start] as number) + (prefix[end] as number);
}

function walkReversalDelta(tour: Tour, from: number, to: number): number {
  let delta = 0;
  for (let a = from; a !== to;) {
    const b = next(tour, a);
    delta += cost(tour, b, a) - cost(tour, a, b);
    a = b;
  }
  return delta;
}

function refreshReversalPrefix(tour: Tour): void {
  let sum = 0;
  for (let i = 0; i < tour.size; i++) {
    tour.reversalPrefix[i] = sum;
    const a = nodeAt(tour, i);
    const b = nodeAt(tour, i + 1);
    sum += cost(tour, b, a) - cost(tour, a, b);
  }
  tour.reversalPrefix[tour.size] = sum;
  tour.reversalPrefixStale = false;
}

function place(tour: Tour, position: number, node: number): void {
  const at = position % tour.size;
  tour.nodes[at] = node;
  tour.positions[node] = at;
}

/** Reverses the stretch `from`..`to` in place; with symmetric costs the shorter side is turned instead. */
export function reverseStretch(tour: Tour, from: number, to: number): void {
  const { size } = tour;
  let length = stretchLength(tour, from, to);
  let start = positionOf(tour, from);
  if (tour.symmetric && length * 2 > size) {
    start = positionOf(tour, to) + 1;
    length = size - length;
  }
  for (let i = 0, j = length - 1; i < j; i++, j--) {
    const left = nodeAt(tour, start + i);
    const right = nodeAt(tour, start + j);
    place(tour, start + i, right);
    place(tour, start + j, left);
  }
  tour.reversalPrefixStale = true;
}

/**
 * Takes the stretch `first`..`last` out and puts it back right after `after` (a node outside the
 * stretch), reversed or not. Only the nodes between the old and the new place shift, on the
 * shorter side, which is short since `after` is one of the stretch's candidate neighbours.
 */
export function moveStretch(tour: Tour, first: number, last: number, after: number, reversed: boolean): void {
  const { size, scratch } = tour;
  const length = stretchLength(tour, first, last);
  const start = positionOf(tour, first);
  const target = positionOf(tour, after);
  for (let k = 0; k < length; k++) scratch[k] = nodeAt(tour, start + (reversed ? length - 1 - k : k));
  const behind = (target - (start + length - 1) + size) % size;
  const ahead = (start - 1 - target + size) % size;
  let writeAt: number;
  if (behind <= ahead) {
    for (let k = 0; k < behind; k++) place(tour, start + k, nodeAt(tour, start + length + k));
    writeAt = start + behind;
  } else {
    for (let k = ahead - 1; k >= 0; k--) place(tour, target + 1 + length + k, nodeAt(tour, target + 1 + k));
    writeAt = target + 1;
  }
  for (let k = 0; k < length; k++) place(tour, writeAt + k, scratch[k] as number);
  tour.reversalPrefixStale = true;
}

/** Rotates the tour so the depot comes first and returns the stops in travel order. */
export function stopsFromDepot(tour: Tour): number[] {
  const start = positionOf(tour, 0);
  const stops: number[] = [];
  for (let k = 1; k < tour.size; k++) stops.push(nodeAt(tour, start + k));
  return stops;
}
