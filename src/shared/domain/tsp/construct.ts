import { type CostMatrix } from './matrix';

/** Nearest-neighbour round trip from `start` (the depot by default): always drive to the closest node not yet visited. */
export function nearestNeighbourTour({ size, costs }: CostMatrix, start = 0): number[] {
  const visited = new Uint8Array(size);
  const nodes = [start];
  visited[start] = 1;
  let at = start;
  for (let step = 1; step < size; step++) {
    let closest = -1;
    for (let j = 0; j < size; j++) {
      if (visited[j]) continue;
      if (closest < 0 || (costs[at * size + j] as number) < (costs[at * size + closest] as number)) closest = j;
    }
    visited[closest] = 1;
    nodes.push(closest);
    at = closest;
  }
  return nodes;
}
