import type { StyleSpecification } from 'maplibre-gl';
import type { MapPoint } from './map-point';

export const POINTS_SOURCE = 'points';

function featuresOf(points: readonly MapPoint[]) {
  return {
    type: 'FeatureCollection' as const,
    features: points.map((point) => ({
      type: 'Feature' as const,
      id: point.id,
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      properties: { kind: point.kind, label: point.label },
    })),
  };
}

/**
 * A self-contained style: a plain background and our points, nothing fetched (no tiles, no glyphs;
 * numbers are drawn as HTML markers).
 */
export function pointsStyle(points: readonly MapPoint[]): StyleSpecification {
  return {
    version: 8,
    sources: { [POINTS_SOURCE]: { type: 'geojson', data: featuresOf(points) } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e7ede4' } },
      {
        id: 'site-halo',
        type: 'circle',
        source: POINTS_SOURCE,
        filter: ['==', ['get', 'kind'], 'site'],
        paint: { 'circle-radius': 18, 'circle-color': '#1f5130', 'circle-opacity': 0.15 },
      },
      {
        id: 'points',
        type: 'circle',
        source: POINTS_SOURCE,
        paint: {
          'circle-radius': ['match', ['get', 'kind'], 'site', 8, 10],
          'circle-color': ['match', ['get', 'kind'], 'site', '#143a22', '#3f8f52'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
