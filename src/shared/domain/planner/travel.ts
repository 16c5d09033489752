import { distanceMeters, type LatLng } from '../geo';

/*
 * The routes' offline travel model (docs/decisions/routes.md "Travel"): great circle times a road
 * factor at an average truck speed. The server's great-circle adapter uses these same numbers.
 */

/** Roads are longer than the straight line: a typical detour factor for suburban streets. */
export const ROAD_FACTOR = 1.3;
/** Average speed of a crew truck between jobs, 40 km/h. */
export const AVERAGE_SPEED_METERS_PER_SECOND = 40_000 / 3600;

export const roadMeters = (from: LatLng, to: LatLng): number => distanceMeters(from, to) * ROAD_FACTOR;

export const driveMinutes = (meters: number): number => meters / AVERAGE_SPEED_METERS_PER_SECOND / 60;

const METERS_PER_MILE = 1609.344;

/** "0.8 mi", "1.3 km". */
export function distanceWords(meters: number, unit: 'mi' | 'km'): string {
  const value = unit === 'mi' ? meters / METERS_PER_MILE : meters / 1000;
  return `${value.toFixed(1)} ${unit}`;
}
