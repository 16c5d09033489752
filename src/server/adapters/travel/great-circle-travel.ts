import polyline from '@mapbox/polyline';
import { distanceMeters, type LatLng } from '../../../shared/domain/geo';
import { POLYLINE_PRECISION, type TravelModel } from './travel-model';

// The model's numbers live with the planner, which weighs driving the same way (shared/domain/planner/travel.ts).
import { AVERAGE_SPEED_METERS_PER_SECOND, ROAD_FACTOR } from '../../../shared/domain/planner/travel';
export { AVERAGE_SPEED_METERS_PER_SECOND, ROAD_FACTOR };

function roadMeters(from: LatLng, to: LatLng): number {
  return distanceMeters(from, to) * ROAD_FACTOR;
}

const seconds = (meters: number) => meters / AVERAGE_SPEED_METERS_PER_SECOND;

/** The offline model: great-circle distance times the road factor, at the average speed; straight lines on the map. */
export const greatCircleTravel: TravelModel = {
  async table(points) {
    const distances = points.map((from) => points.map((to) => roadMeters(from, to)));
    return { distances, durations: distances.map((row) => row.map(seconds)), fellBack: false };
  },
  async path(points) {
    const legs = points.slice(1).map((to, index) => {
      const meters = roadMeters(points[index] as LatLng, to);
      return { distanceMeters: meters, durationSeconds: seconds(meters) };
    });
    const encodedPolyline = polyline.encode(
      points.map((point) => [point.lat, point.lng]),
      POLYLINE_PRECISION,
    );
    return { legs, encodedPolyline, fellBack: false };
  },
};
