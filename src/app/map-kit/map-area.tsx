import { Suspense, useState, type ReactNode } from 'react';
import { useBasemapFailed } from './basemap';
import { MapFailure } from './map-failure';
import { hasWebGl } from './webgl-support';
import './site-map.css';

export interface MapAreaProps {
  /** What the map shows, for screen readers. */
  label: string;
  /** Shown where WebGL is missing or the map fails: the same facts without a map. */
  fallback: ReactNode;
  className?: string;
  /** The lazily loaded map; calls `onFailure` when WebGL gives out. */
  children: (onFailure: () => void) => ReactNode;
}

/** A figure holding a WebGL map, or its fallback where the browser cannot draw one. */
export function MapArea({ label, fallback, className = '', children }: MapAreaProps) {
  const [canDraw, setCanDraw] = useState(hasWebGl);
  const basemapFailed = useBasemapFailed();
  return (
    <figure className={`site-map ${className}`} aria-label={label}>
      {canDraw ? (
        <>
          <MapFailure fallback={fallback}>
            <Suspense fallback={<div className="site-map__unavailable">Loading map…</div>}>
              {children(() => setCanDraw(false))}
            </Suspense>
          </MapFailure>
          {basemapFailed && (
            <p className="site-map__notice" role="status">
              Streets could not be loaded. Reload the page to try again.
            </p>
          )}
        </>
      ) : (
        fallback
      )}
    </figure>
  );
}
