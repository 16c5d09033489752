import type { LatLng } from '../../../shared/domain/geo';

/** Drive distances and durations between places. Offline great circle by default, an OSRM service by URL. */

export interface TravelTable {
  /** seconds from point i to point j: `durations[i][j]` */
  durations: number[][];
  /** metres from point i to point j */
  distances: number[][];
  /** The configured provider failed and the offline model answered instead. */
  fellBack: boolean;
}

export interface TravelPath {
  /** One leg per consecutive pair of points. */
  legs: { distanceMeters: number; durationSeconds: number }[];
  /** The path through every point, as a polyline of precision 5. */
  encodedPolyline: string;
  fellBack: boolean;
}

export interface TravelModel {
  table(points: readonly LatLng[]): Promise<TravelTable>;
  /** The drive through `points` in the order given (at least two). */
  path(points: readonly LatLng[]): Promise<TravelPath>;
}

/** Polyline precision of every geometry the service hands out (api.md: `precision` 5). */
export const POLYLINE_PRECISION = 5;

export class TravelUnavailableError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'TravelUnavailableError';
  }
}
