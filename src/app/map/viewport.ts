import { crossesAntimeridian, parseBoundingBox } from '../../shared/domain/bbox';
import type { LngLat } from '../map-kit/maplibre-setup';

/** A map viewport as the queue's bbox filter takes it: "west,south,east,north" in degrees. */
export type ViewportBbox = string;

/** Where a district's name goes: the mean of its corners (inside for the convex shapes people draw). */
export function boundaryCenter(boundary: readonly LngLat[]): LngLat {
  const sum = boundary.reduce<LngLat>(([lng, lat], [x, y]) => [lng + x, lat + y], [0, 0]);
  return [sum[0] / boundary.length, sum[1] / boundary.length];
}

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.min(90, Math.max(-90, lat));
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The map's bounds as the API accepts them: a view wider than the world is the whole world, longitudes
 * past ±180 (a panned world copy) are wrapped, so a view across the antimeridian gives west > east.
 */
export function toViewportBbox(west: number, south: number, east: number, north: number): ViewportBbox {
  const [left, right] = east - west >= 360 ? [-180, 180] : [wrapLongitude(west), wrapLongitude(east)];
  return [left, clampLatitude(south), right === -180 && left !== -180 ? 180 : right, clampLatitude(north)]
    .map(round)
    .join(',');
}

/** A bbox read back (from the address) as map bounds, or null when the API would refuse it; across the antimeridian east goes past 180. */
export function fromViewportBbox(bbox: ViewportBbox | undefined): [LngLat, LngLat] | null {
  const box = bbox === undefined ? null : parseBoundingBox(bbox);
  if (!box) return null;
  return [
    [box.west, box.south],
    [crossesAntimeridian(box) ? box.east + 360 : box.east, box.north],
  ];
}
