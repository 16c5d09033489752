import { type Random } from './random';
import { type SearchState, activate } from './search-state';
import { type Tour, cost, nodeAt } from './tour';

/**
 * Double-bridge kick, kept local: three consecutive short stretches B C D after a random node
 * are put back as D C B, each in its own direction (so asymmetric costs stay honest). A local
 * kick on one part of the route lets the local search repair it cheaply, and it changes four
 * edges at once, which 2-opt and Or-opt cannot undo in one step.
 * Returns the cost change; the ends of the changed edges are queued for the local search.
 */
export function kickDoubleBridge(state: SearchState, random: Random, maxStretch: number): number {
  const { tour } = state;
  const { size } = tour;
  if (size < 4) return 0;
  const [b, c, d] = stretchLengths(random, size - 1, maxStretch);
  const start = random.below(size);
  const [endA, headB, endB, headC, endC, headD, endD, following] = [
    0,
    1,
    b,
    b + 1,
    b + c,
    b + c + 1,
    b + c + d,
    b + c + d + 1,
  ].map((offset) => nodeAt(tour, start + offset)) as [number, number, number, number, number, number, number, number];
  const delta =
    cost(tour, endA, headD) +
    cost(tour, endD, headC) +
    cost(tour, endC, headB) +
    cost(tour, endB, following) -
    cost(tour, endA, headB) -
    cost(tour, endB, headC) -
    cost(tour, endC, headD) -
    cost(tour, endD, following);
  rewrite(tour, start + 1, [
    [start + b + c + 1, d],
    [start + b + 1, c],
    [start + 1, b],
  ]);
  for (const node of [endA, headB, endB, headC, endC, headD, endD, following]) activate(state, node);
  return delta;
}

/** Three stretch lengths, each 1..maxStretch, that fit together in `room` nodes (drawn again until they do). */
function stretchLengths(random: Random, room: number, maxStretch: number): [number, number, number] {
  const longest = Math.min(maxStretch, room);
  for (;;) {
    const lengths: [number, number, number] = [
      1 + random.below(longest),
      1 + random.below(longest),
      1 + random.below(longest),
    ];
    if (lengths[0] + lengths[1] + lengths[2] <= room) return lengths;
  }
}

/** Writes the given stretches (start position, length), in order, over the positions from `at`. */
function rewrite(tour: Tour, at: number, stretches: [number, number][]): void {
  const { scratch, size } = tour;
  let written = 0;
  for (const [from, length] of stretches) {
    for (let k = 0; k < length; k++) scratch[written++] = nodeAt(tour, from + k);
  }
  for (let k = 0; k < written; k++) {
    const position = (at + k) % size;
    const node = scratch[k] as number;
    tour.nodes[position] = node;
    tour.positions[node] = position;
  }
  tour.reversalPrefixStale = true;
}
