import type { District, UpdateDistrict } from '../../shared/contract/districts';
import type { LngLat } from '../map-kit/maplibre-setup';

const sameCorners = (a: readonly LngLat[], b: readonly LngLat[]) =>
  a.length === b.length && a.every(([lng, lat], index) => lng === b[index]?.[0] && lat === b[index]?.[1]);

/** The corners as a ring, without the closing repeat of the first that typed corners may carry. */
function openRing(corners: readonly LngLat[]): LngLat[] {
  const [first] = corners;
  const last = corners[corners.length - 1];
  return corners.length > 1 && first && last && sameCorners([first], [last]) ? corners.slice(0, -1) : [...corners];
}

/**
 * The PATCH /districts/{districtId} body for an edited district: only what differs from what is
 * stored, so a rename never re-tags sites and a reshape never trips over the name; null when nothing does.
 */
export function districtChange(district: District, name: string, corners: readonly LngLat[]): UpdateDistrict | null {
  const trimmed = name.trim();
  const ring = openRing(corners);
  const renamed = trimmed !== district.name;
  const reshaped = !sameCorners(ring, district.boundary);
  if (!renamed && !reshaped) return null;
  return {
    ...(renamed && { name: trimmed }),
    ...(reshaped && { boundary: ring.map(([lng, lat]): [number, number] => [lng, lat]) }),
  };
}

/** The corners with one moved (a dragged corner on the map). */
export function moveCorner(corners: readonly LngLat[], index: number, to: LngLat): LngLat[] {
  return corners.map((corner, at) => (at === index ? to : corner));
}
