import { type CostMatrix } from './matrix';

/** Nearest-neighbour round trip from the depot: always drive to the closest stop not yet visited. */
export function nearestNeighbourTour({ size, costs }: CostMatrix): number[] {
  const visited = new Uint8Array(size);
  const nodes = [0];
  visited[0] = 1;
  let at = 0;
  for (let step = 1; step < size; step++) {
    let closest = -1;
    for (let j = 1; j < size; j++) {
      if (visited[j]) continue;
      if (closest < 0 || (costs[at * size + j] as number) < (costs[at * size + closest] as number)) closest = j;
    }
    visited[closest] = 1;
    nodes.push(closest);
    at = closest;
  }
  return nodes;
}
