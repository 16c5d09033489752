import polyline from '@mapbox/polyline';
import type { Route } from '../../shared/contract/routes';
import type { ScheduledWork } from '../../shared/contract/scheduled-work';
import type { LngLat } from '../map-kit/maplibre-setup';

/** A placement of the day in drive order, with its number on the map. */
export interface RouteStop {
  scheduleId: string;
  number: number;
  label: string;
  position: LngLat | null;
}

/** The day's placements in the route's order; a placement the board has not loaded yet is named by its number only. */
export function routeStops(route: Route, placements: readonly ScheduledWork[]): RouteStop[] {
  const byId = new Map(placements.map((work) => [work.scheduleId, work]));
  return route.orderedScheduleIds.map((scheduleId, index) => {
    const work = byId.get(scheduleId);
    const position: LngLat | null =
      work && work.latitude !== null && work.longitude !== null ? [work.longitude, work.latitude] : null;
    return {
      scheduleId,
      number: index + 1,
      label: work ? `${work.estimateNumber} · ${work.siteLabel}` : `Stop ${index + 1}`,
      position,
    };
  });
}

/** The plan's line as [longitude, latitude] pairs (the polyline is encoded latitude first). */
export function routePath(route: Route): LngLat[] {
  if (!route.geometry) return [];
  return polyline
    .decode(route.geometry.encodedPolyline, route.geometry.precision)
    .map(([lat, lng]): LngLat => [lng, lat]);
}
