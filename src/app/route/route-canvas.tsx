import type { StyleSpecification } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import {
  createMap,
  fitPositions,
  labelMarker,
  MAP_BACKGROUND,
  setSourceData,
  type LngLat,
  type maplibregl,
} from '../map-kit/maplibre-setup';
import type { RouteStop } from './route-stops';

export const ROUTE_SOURCE = 'route';
/** The drive line's colour, also looked for by the end-to-end test. */
export const ROUTE_COLOR = '#c026d3';

function routeStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { [ROUTE_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': MAP_BACKGROUND } },
      {
        id: 'route-line',
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': ROUTE_COLOR, 'line-width': 4 },
      },
    ],
  };
}

export interface RouteCanvasProps {
  path: readonly LngLat[];
  stops: readonly RouteStop[];
  /** Where the day starts and ends, named as the legs name it (the organization's origin label). */
  origin: { position: LngLat; label: string } | null;
  onFailure: () => void;
}

/** The WebGL part of RouteReview, loaded on demand: the drive line, numbered stops and the depot. */
export default function RouteCanvas({ path, stops, origin, onFailure }: RouteCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    if (!container.current) return;
    const created = createMap(container.current, routeStyle(), () => failure.current());
    if (!created) return;
    setMap(created);
    return () => created.remove();
  }, []);

  useEffect(() => {
    if (!map) return;
    const line: GeoJSON.Feature[] =
      path.length > 1
        ? [{ type: 'Feature', geometry: { type: 'LineString', coordinates: [...path] }, properties: {} }]
        : [];
    setSourceData(map, ROUTE_SOURCE, { type: 'FeatureCollection', features: line });
    const markers = stops.flatMap((stop) =>
      stop.position ? [labelMarker(map, stop.position, String(stop.number), 'route-map__stop')] : [],
    );
    if (origin) markers.push(labelMarker(map, origin.position, origin.label, 'route-map__origin'));
    const located = stops.flatMap((stop) => (stop.position ? [stop.position] : []));
    fitPositions(map, [...path, ...located, ...(origin ? [origin.position] : [])], 15);
    return () => markers.forEach((marker) => marker.remove());
  }, [map, path, stops, origin]);

  return <div ref={container} className="site-map__canvas" data-testid="route-canvas" />;
}
