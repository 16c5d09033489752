import { lazy } from 'react';
import { MapArea } from './map-area';
import type { MapPoint, MovePoint } from './map-point';
import './site-map.css';

const PointsMap = lazy(() => import('./points-map'));

function MapUnavailable({ points }: { points: readonly MapPoint[] }) {
  return (
    <div className="site-map__unavailable">
      <strong>Map unavailable</strong>
      <span>This browser cannot draw maps (WebGL is off or missing).</span>
      <ul>
        {points.map((point) => (
          <li key={point.id}>
            {point.marker ? `${point.marker}. ` : ''}
            {point.label}: {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface SiteMapProps {
  /** Keep the array stable between renders (useMemo): a new one redraws the map. */
  points: readonly MapPoint[];
  /** What the map shows, for screen readers. */
  label: string;
  size?: 'sm' | 'md';
  /** Makes the site's pin draggable; called with where it was dropped. */
  onMoveSite?: MovePoint;
}

/** A small map of a site and its trees; degrades to a plain box where WebGL is missing. */
export function SiteMap({ points, label, size = 'sm', onMoveSite }: SiteMapProps) {
  if (points.length === 0) {
    return (
      <figure className={`site-map site-map--${size}`} aria-label={label}>
        <div className="site-map__unavailable">No location to show on a map.</div>
      </figure>
    );
  }
  return (
    <MapArea label={label} className={`site-map--${size}`} fallback={<MapUnavailable points={points} />}>
      {(onFailure) => <PointsMap points={points} onFailure={onFailure} onMoveSite={onMoveSite} />}
    </MapArea>
  );
}
