import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../lib/api-context';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { districtsQuery, queuePointsQuery } from './api/district-queries';
import { formatCorner, parseCorners } from './boundary-text';
import { DrawDistrictForm } from './draw-district-form';
import { MapArea } from '../map-kit/map-area';
import type { LngLat } from '../map-kit/maplibre-setup';
import type { ViewportBbox } from './viewport';
import './district-map.css';

const DistrictCanvas = lazy(() => import('./district-canvas'));

export interface DistrictMapProps {
  selectedEstimateId?: string | null;
  /** A queue point was clicked. */
  onSelect?: (estimateId: string) => void;
  /** The map was panned or zoomed: its bounds, ready for the queue's `bbox` filter. */
  onViewportChange?: (bbox: ViewportBbox) => void;
}

const ignore = () => undefined;

/** Districts as polygons, the unscheduled queue as points, and drawing a new district by clicking its corners. */
export function DistrictMap({
  selectedEstimateId = null,
  onSelect = ignore,
  onViewportChange = ignore,
}: DistrictMapProps) {
  const api = useApi();
  const districts = useQuery(districtsQuery(api));
  const queue = useQuery(queuePointsQuery(api));
  const [drawing, setDrawing] = useState(false);
  const [cornersText, setCornersText] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const parsed = parseCorners(cornersText);
  const draft: LngLat[] = drawing && parsed.ok ? parsed.corners : [];
  const selectedRow = queue.data?.find((row) => row.estimateId === selectedEstimateId);

  const addCorner = (corner: LngLat) =>
    setCornersText((text) => [text.trimEnd(), formatCorner(corner)].filter(Boolean).join('\n'));
  const stopDrawing = () => {
    setDrawing(false);
    setCornersText('');
  };

  return (
    <section className="district-map" aria-labelledby="district-map-title">
      <div className="district-map__bar">
        <h2 id="district-map-title">Districts and queue</h2>
        {!drawing && (
          <Button
            onClick={() => {
              setCreated(null);
              setDrawing(true);
            }}
          >
            Draw district
          </Button>
        )}
      </div>
      {created && (
        <Notice tone="success" role="status">
          District {created} created.
        </Notice>
      )}
      {districts.error && <ApiErrorNotice error={districts.error} />}
      {queue.error && <ApiErrorNotice error={queue.error} />}
      <MapArea label="Map of districts and unscheduled work" className="district-map__map" fallback={<MapFallback />}>
        {(onFailure) => (
          <DistrictCanvas
            districts={districts.data ?? []}
            queue={queue.data ?? []}
            selectedEstimateId={selectedEstimateId}
            drawing={drawing}
            draft={draft}
            onAddPoint={addCorner}
            onSelect={onSelect}
            onViewportChange={onViewportChange}
            onFailure={onFailure}
          />
        )}
      </MapArea>
      {selectedRow && (
        <p className="district-map__hint" aria-live="polite">
          Selected: <Link to={`/estimates/${selectedRow.estimateId}`}>{selectedRow.estimateNumber}</Link>
          {selectedRow.siteLabel ? ` · ${selectedRow.siteLabel}` : ''}
        </p>
      )}
      {drawing && (
        <DrawDistrictForm
          cornersText={cornersText}
          onCornersTextChange={setCornersText}
          onCancel={stopDrawing}
          onCreated={(district) => {
            stopDrawing();
            setCreated(district.name);
          }}
        />
      )}
      <h3 id="district-list-title">Districts</h3>
      {districts.data?.length === 0 && <p className="district-map__hint">No districts yet.</p>}
      <ul className="district-map__list" aria-labelledby="district-list-title">
        {districts.data?.map((district) => (
          <li key={district.id}>
            {district.name} <span className="district-map__hint">({district.boundary.length} corners)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MapFallback() {
  return (
    <div className="site-map__unavailable">
      <strong>Map unavailable</strong>
      <span>
        This browser cannot draw maps (WebGL is off or missing). Districts can still be drawn by typing their corners.
      </span>
    </div>
  );
}
