import { useEffect, useRef } from 'react';
import type { MapPoint } from './map-point';
import { createMap, fitPositions, labelMarker, maplibregl, type LngLat } from './maplibre-setup';
import { pointsStyle } from './points-style';

const START_ZOOM = 18;
const MAX_FIT_ZOOM = 19;

export interface PickPointMapProps {
  /** What is already there (the site, the other trees), drawn for orientation. */
  points: readonly MapPoint[];
  picked: LngLat | null;
  onPick: (position: LngLat) => void;
  onFailure: () => void;
}

/** A WebGL map that reports where it is clicked and marks that spot; loaded on demand by LocationPicker. */
export default function PickPointMap({ points, picked, onPick, onFailure }: PickPointMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const marker = useRef<maplibregl.Marker | null>(null);
  const callbacks = useRef({ onPick, onFailure });
  useEffect(() => {
    callbacks.current = { onPick, onFailure };
  }, [onPick, onFailure]);
  const start = useRef(picked);

  useEffect(() => {
    if (!container.current) return;
    const created = createMap(container.current, pointsStyle(points), () => callbacks.current.onFailure());
    if (!created) return;
    for (const point of points) {
      if (point.marker) labelMarker(created, [point.longitude, point.latitude], point.marker, 'site-map__marker');
    }
    const first = start.current ?? (points[0] ? ([points[0].longitude, points[0].latitude] as LngLat) : null);
    if (points.length > 1 && !start.current)
      fitPositions(
        created,
        points.map((point) => [point.longitude, point.latitude]),
        MAX_FIT_ZOOM,
      );
    else if (first) created.jumpTo({ center: first, zoom: START_ZOOM });
    created.getCanvas().style.cursor = 'crosshair';
    created.on('click', (event) => callbacks.current.onPick([event.lngLat.lng, event.lngLat.lat]));
    map.current = created;
    return () => {
      map.current = null;
      marker.current = null;
      created.remove();
    };
  }, [points]);

  useEffect(() => {
    if (!map.current) return;
    if (!picked) {
      marker.current?.remove();
      marker.current = null;
    } else if (marker.current) marker.current.setLngLat(picked);
    else marker.current = new maplibregl.Marker({ color: '#b45309' }).setLngLat(picked).addTo(map.current);
  }, [picked, points]);

  return <div ref={container} className="site-map__canvas" />;
}
