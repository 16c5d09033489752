import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../lib/api-context';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Button } from '../ui/button';
import { districtsQuery, queuePointsQuery } from './api/district-queries';
import { formatCorner, parseCorners } from './boundary-text';
import { moveCorner } from './district-change';
import { DrawDistrictForm } from './draw-district-form';
import { EditDistrictForm } from './edit-district-form';
import { MapArea } from '../map-kit/map-area';
import type { LngLat } from '../map-kit/maplibre-setup';
import type { District } from '../../shared/contract/districts';
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

/** What the corners below the map belong to: a district being drawn, or one being edited. */
type Editor = { kind: 'new' } | { kind: 'edit'; district: District } | null;

const cornersTextOf = (corners: readonly LngLat[]) => corners.map(formatCorner).join('\n');

/** Districts as polygons, the unscheduled queue as points; drawing a district by clicking its corners, reshaping one by dragging them. */
export function DistrictMap({
  selectedEstimateId = null,
  onSelect = ignore,
  onViewportChange = ignore,
}: DistrictMapProps) {
  const api = useApi();
  const districts = useQuery(districtsQuery(api));
  const queue = useQuery(queuePointsQuery(api));
  const [editor, setEditor] = useState<Editor>(null);
  const [cornersText, setCornersText] = useState('');
  const parsed = parseCorners(cornersText);
  const draft: LngLat[] = editor && parsed.ok ? parsed.corners : [];
  const selectedRow = queue.data?.find((row) => row.estimateId === selectedEstimateId);

  const addCorner = (corner: LngLat) =>
    setCornersText((text) => [text.trimEnd(), formatCorner(corner)].filter(Boolean).join('\n'));
  const dragCorner = (index: number, to: LngLat) =>
    setCornersText((text) => {
      const current = parseCorners(text);
      return current.ok ? cornersTextOf(moveCorner(current.corners, index, to)) : text;
    });
  const open = (next: Editor, text: string) => {
    setEditor(next);
    setCornersText(text);
  };
  const close = () => open(null, '');

  return (
    <section className="district-map" aria-labelledby="district-map-title">
      <div className="district-map__bar">
        <h2 id="district-map-title">Districts and queue</h2>
        {!editor && <Button onClick={() => open({ kind: 'new' }, '')}>Draw district</Button>}
      </div>
      {districts.error && <ApiErrorNotice error={districts.error} />}
      {queue.error && <ApiErrorNotice error={queue.error} />}
      <MapArea label="Map of districts and unscheduled work" className="district-map__map" fallback={<MapFallback />}>
        {(onFailure) => (
          <DistrictCanvas
            districts={districts.data ?? []}
            queue={queue.data ?? []}
            selectedEstimateId={selectedEstimateId}
            drawing={editor?.kind === 'new'}
            draft={draft}
            onAddPoint={addCorner}
            onMovePoint={dragCorner}
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
      {editor?.kind === 'new' && (
        <DrawDistrictForm cornersText={cornersText} onCornersTextChange={setCornersText} onClose={close} />
      )}
      {editor?.kind === 'edit' && (
        <EditDistrictForm
          key={editor.district.id}
          district={editor.district}
          cornersText={cornersText}
          onCornersTextChange={setCornersText}
          onClose={close}
        />
      )}
      <h3 id="district-list-title">Districts</h3>
      {districts.data?.length === 0 && <p className="district-map__hint">No districts yet.</p>}
      <ul className="district-map__list" aria-labelledby="district-list-title">
        {districts.data?.map((district) => (
          <li key={district.id}>
            {district.name} <span className="district-map__hint">({district.boundary.length} corners)</span>{' '}
            {!editor && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Edit ${district.name}`}
                onClick={() => open({ kind: 'edit', district }, cornersTextOf(district.boundary))}
              >
                Edit
              </Button>
            )}
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
        This browser cannot draw maps (WebGL is off or missing). Districts can still be drawn and reshaped by typing
        their corners.
      </span>
    </div>
  );
}
