import { lazy } from 'react';
import { MapArea } from './map-area';
import type { MapPoint } from './map-point';
import type { LngLat } from './maplibre-setup';

const PickPointMap = lazy(() => import('./pick-point-map'));

export interface LocationPickerProps {
  /** Keep the array stable between renders (useMemo): a new one redraws the map. */
  points: readonly MapPoint[];
  picked: LngLat | null;
  onPick: (position: LngLat) => void;
  label: string;
}

/**
 * Click the map to place something. Where WebGL is missing the map says so, and the form's own
 * latitude and longitude fields (always shown beside it) are the way to place it.
 */
export function LocationPicker({ points, picked, onPick, label }: LocationPickerProps) {
  return (
    <MapArea
      label={label}
      className="site-map--sm"
      fallback={
        <div className="site-map__unavailable">
          <strong>Map unavailable</strong>
          <span>Type the latitude and longitude instead.</span>
        </div>
      }
    >
      {(onFailure) => <PickPointMap points={points} picked={picked} onPick={onPick} onFailure={onFailure} />}
    </MapArea>
  );
}
