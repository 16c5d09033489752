import { useEffect, useRef } from 'react';
import type { MapPoint, MovePoint } from './map-point';
import { createMap, fitPositions, labelMarker, maplibregl } from './maplibre-setup';
import { pointsStyle } from './points-style';

const SINGLE_POINT_ZOOM = 16;
const MAX_FIT_ZOOM = 19;

/** Six decimals are about 10 cm: finer than any pin can be placed by hand. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export interface PointsMapProps {
  points: readonly MapPoint[];
  onFailure: () => void;
  onMoveSite?: MovePoint;
}

/** The WebGL map itself; loaded on demand (maplibre-gl is large) by SiteMap, which decides whether it can run. */
export default function PointsMap({ points, onFailure, onMoveSite }: PointsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const failureRef = useRef(onFailure);
  const moveRef = useRef(onMoveSite);
  const movable = onMoveSite !== undefined;
  useEffect(() => {
    failureRef.current = onFailure;
    moveRef.current = onMoveSite;
  }, [onFailure, onMoveSite]);

  useEffect(() => {
    if (!container.current) return;
    const map = createMap(container.current, pointsStyle(points), () => failureRef.current());
    if (!map) return;
    for (const point of points) {
      if (point.marker) labelMarker(map, [point.longitude, point.latitude], point.marker, 'site-map__marker');
    }
    const site = points.find((point) => point.kind === 'site');
    if (movable && site) {
      const from: [number, number] = [site.longitude, site.latitude];
      const pin = new maplibregl.Marker({ draggable: true, color: '#143a22' }).setLngLat(from).addTo(map);
      pin.getElement().title = 'Drag the pin to where the site really is';
      pin.on('dragend', () => {
        const { lat, lng } = pin.getLngLat();
        const position = { latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) };
        // A refused move puts the pin back where the site is still stored.
        moveRef.current?.(position).catch(() => pin.setLngLat(from));
      });
    }
    const [only] = points;
    if (points.length === 1 && only) map.jumpTo({ center: [only.longitude, only.latitude], zoom: SINGLE_POINT_ZOOM });
    else
      fitPositions(
        map,
        points.map((point) => [point.longitude, point.latitude]),
        MAX_FIT_ZOOM,
      );
    return () => map.remove();
  }, [points, movable]);

  return <div ref={container} className="site-map__canvas" />;
}
