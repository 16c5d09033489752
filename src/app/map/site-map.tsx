import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { MapPoint } from './map-point';
import { hasWebGl } from './webgl-support';
import './site-map.css';

const PointsMap = lazy(() => import('./points-map'));

class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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
}

/** A small map of a site and its trees; degrades to a plain box where WebGL is missing. */
export function SiteMap({ points, label, size = 'sm' }: SiteMapProps) {
  const [canDraw, setCanDraw] = useState(hasWebGl);
  const unavailable = <MapUnavailable points={points} />;

  let body: ReactNode;
  if (points.length === 0) body = <div className="site-map__unavailable">No location to show on a map.</div>;
  else if (!canDraw) body = unavailable;
  else {
    body = (
      <MapFailure fallback={unavailable}>
        <Suspense fallback={<div className="site-map__unavailable">Loading map…</div>}>
          <PointsMap points={points} onFailure={() => setCanDraw(false)} />
        </Suspense>
      </MapFailure>
    );
  }
  return (
    <figure className={`site-map site-map--${size}`} aria-label={label}>
      {body}
    </figure>
  );
}
