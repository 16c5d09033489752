import { useEffect, useRef } from 'react';
import type { MapPoint } from './map-point';
import { createMap, fitPositions, labelMarker } from './maplibre-setup';
import { pointsStyle } from './points-style';

const SINGLE_POINT_ZOOM = 16;
const MAX_FIT_ZOOM = 19;

/** The WebGL map itself; loaded on demand (maplibre-gl is large) by SiteMap, which decides whether it can run. */
export default function PointsMap({ points, onFailure }: { points: readonly MapPoint[]; onFailure: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const failureRef = useRef(onFailure);
  useEffect(() => {
    failureRef.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    if (!container.current) return;
    const map = createMap(container.current, pointsStyle(points), () => failureRef.current());
    if (!map) return;
    for (const point of points) {
      if (point.marker) labelMarker(map, [point.longitude, point.latitude], point.marker, 'site-map__marker');
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
  }, [points]);

  return <div ref={container} className="site-map__canvas" />;
}
