import { ringSelfIntersects, type LngLat } from './polygon';

/**
 * A district boundary as drawn or sent: the ring closes implicitly, but map tools (and GeoJSON)
 * repeat the first point at the end, so that closing duplicate is dropped rather than refused.
 */
export const MIN_BOUNDARY_POINTS = 3;

export type BoundaryCheck = { ok: true; ring: [number, number][] } | { ok: false; problem: string };

const samePoint = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** Twice the signed area (shoelace); zero when every point lies on one line. */
function doubledArea(ring: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The ring a district stores, or why the points cannot be one. */
export function checkBoundary(points: readonly LngLat[]): BoundaryCheck {
  const closed = points.length > 1 && samePoint(points[0]!, points[points.length - 1]!);
  const ring = (closed ? points.slice(0, -1) : points).map(([lng, lat]): [number, number] => [lng, lat]);
  if (ring.length < MIN_BOUNDARY_POINTS) {
    return { ok: false, problem: `must have at least ${MIN_BOUNDARY_POINTS} points (the first point is not repeated)` };
  }
  const keys = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
  if (keys.size !== ring.length) return { ok: false, problem: 'must not visit the same point twice' };
  if (ringSelfIntersects(ring)) return { ok: false, problem: 'must not cross or touch itself' };
  if (doubledArea(ring) === 0) return { ok: false, problem: 'must enclose an area (the points lie on one line)' };
  return { ok: true, ring };
}

/** The box around a ring, for a cheap prefilter before the exact point-in-ring test. */
export function ringBounds(ring: readonly LngLat[]): { west: number; south: number; east: number; north: number } {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) };
}
