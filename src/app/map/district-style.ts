import type { StyleSpecification } from 'maplibre-gl';
import type { District } from '../../shared/contract/districts';
import type { UnscheduledRow } from '../../shared/contract/unscheduled';
import type { LngLat } from '../map-kit/maplibre-setup';

export const DISTRICTS_SOURCE = 'districts';
export const QUEUE_SOURCE = 'queue';
export const DRAFT_SOURCE = 'draft';
export const QUEUE_LAYER = 'queue-points';
/** The corners of the district being drawn or reshaped, each dragged by its `index`. */
export const DRAFT_CORNERS_LAYER = 'draft-corners';
/** The drawn district's outline colour, also looked for by the end-to-end test. */
export const DRAFT_COLOR = '#c2410c';

const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

export function districtFeatures(districts: readonly District[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: districts.map((district) => ({
      type: 'Feature',
      id: district.id,
      geometry: { type: 'Polygon', coordinates: [[...district.boundary, district.boundary[0]!]] },
      properties: { name: district.name },
    })),
  };
}

/** Queue rows with a location, as points; `selected` marks the chosen one. */
export function queueFeatures(
  rows: readonly UnscheduledRow[],
  selectedEstimateId: string | null,
): GeoJSON.FeatureCollection {
  const located = rows.filter((row) => row.latitude !== null && row.longitude !== null);
  return {
    type: 'FeatureCollection',
    features: located.map((row) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [row.longitude!, row.latitude!] },
      properties: { estimateId: row.estimateId, selected: row.estimateId === selectedEstimateId },
    })),
  };
}

/** The district being drawn or reshaped: its corners (numbered in order) and, from two on, the ring they make. */
export function draftFeatures(points: readonly LngLat[]): GeoJSON.FeatureCollection {
  const corners = points.map((point, index): GeoJSON.Feature => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: point },
    properties: { index },
  }));
  if (points.length < 2) return { type: 'FeatureCollection', features: corners };
  const ring: GeoJSON.Feature = {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: [...points, points[0]!] },
    properties: {},
  };
  return { type: 'FeatureCollection', features: [ring, ...corners] };
}

/** Self-contained: a plain background and our three GeoJSON sources, nothing fetched. */
export function districtStyle(background: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      [DISTRICTS_SOURCE]: { type: 'geojson', data: empty },
      [QUEUE_SOURCE]: { type: 'geojson', data: empty },
      [DRAFT_SOURCE]: { type: 'geojson', data: empty },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': background } },
      {
        id: 'district-fill',
        type: 'fill',
        source: DISTRICTS_SOURCE,
        paint: { 'fill-color': '#2563eb', 'fill-opacity': 0.12 },
      },
      {
        id: 'district-line',
        type: 'line',
        source: DISTRICTS_SOURCE,
        paint: { 'line-color': '#1d4ed8', 'line-width': 2 },
      },
      {
        id: QUEUE_LAYER,
        type: 'circle',
        source: QUEUE_SOURCE,
        paint: {
          'circle-radius': ['case', ['get', 'selected'], 9, 6],
          'circle-color': ['case', ['get', 'selected'], '#7c2d12', '#3f8f52'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      {
        id: 'draft-line',
        type: 'line',
        source: DRAFT_SOURCE,
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: { 'line-color': DRAFT_COLOR, 'line-width': 3 },
      },
      {
        id: DRAFT_CORNERS_LAYER,
        type: 'circle',
        source: DRAFT_SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        // Large enough to grab with a finger or a mouse.
        paint: {
          'circle-radius': 7,
          'circle-color': DRAFT_COLOR,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
