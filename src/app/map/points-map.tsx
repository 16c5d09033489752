import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import type { MapPoint } from './map-point';
import { pointsStyle } from './points-style';

maplibregl.setWorkerUrl(workerUrl);

const SINGLE_POINT_ZOOM = 16;
const MAX_FIT_ZOOM = 19;

function markerElement(text: string): HTMLElement {
  const element = document.createElement('span');
  element.className = 'site-map__marker';
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  return element;
}

function frame(map: maplibregl.Map, points: readonly MapPoint[]) {
  const [first] = points;
  if (!first) return;
  if (points.length === 1) {
    map.jumpTo({ center: [first.longitude, first.latitude], zoom: SINGLE_POINT_ZOOM });
    return;
  }
  const bounds = new maplibregl.LngLatBounds();
  for (const point of points) bounds.extend([point.longitude, point.latitude]);
  map.fitBounds(bounds, { padding: 48, maxZoom: MAX_FIT_ZOOM, animate: false });
}

/** The WebGL map itself; loaded on demand (maplibre-gl is large) by SiteMap, which decides whether it can run. */
export default function PointsMap({ points, onFailure }: { points: readonly MapPoint[]; onFailure: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const failureRef = useRef(onFailure);
  useEffect(() => {
    failureRef.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    if (!container.current) return;
    let map: maplibregl.Map;
    try {
      map = new maplibregl.Map({ container: container.current, style: pointsStyle(points), attributionControl: false, dragRotate: false });
    } catch {
      failureRef.current();
      return;
    }
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new maplibregl.ScaleControl({ unit: 'imperial' }), 'bottom-left');
    for (const point of points) {
      if (point.marker) new maplibregl.Marker({ element: markerElement(point.marker) }).setLngLat([point.longitude, point.latitude]).addTo(map);
    }
    frame(map, points);
    map.on('webglcontextlost', () => failureRef.current());
    return () => map.remove();
  }, [points]);

  return <div ref={container} className="site-map__canvas" />;
}
