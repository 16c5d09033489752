import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import type { UnscheduledRow } from '../../shared/contract/unscheduled';
import { useApi } from '../lib/api-context';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useQueueFilter } from '../dispatch/use-queue-filter';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { districtsQuery, queuePointsQuery } from './api/district-queries';
import { MapArea } from '../map-kit/map-area';
import type { LngLat } from '../map-kit/maplibre-setup';
import type { ViewportBbox } from './viewport';

const DistrictCanvas = lazy(() => import('./district-canvas'));

/** How long the map must rest before its view becomes the queue's filter (a pan is many moves). */
export const VIEWPORT_SETTLE_MS = 300;

const noCorners: LngLat[] = [];
const ignore = () => undefined;

export interface BoardQueueMapProps {
  selectedEstimateId: string | null;
  /** A queue point was clicked: select its row, as "Where does it fit?" does. */
  onSelectRow: (row: UnscheduledRow) => void;
}

/**
 * Districts and the located queue on the board. With "Filter queue to map" on, the map's view is the
 * queue's `bbox` in the address, following every pan and zoom once the map rests.
 */
export function BoardQueueMap({ selectedEstimateId, onSelectRow }: BoardQueueMapProps) {
  const api = useApi();
  const districts = useQuery(districtsQuery(api));
  const queue = useQuery(queuePointsQuery(api));
  const [filter, setFilter] = useQueueFilter();
  // The bbox in the address when the map opened: a linked filter opens on its own view.
  const [initialBbox] = useState(filter.bbox);
  const [viewport, setViewport] = useState<ViewportBbox | null>(null);
  const settled = useDebouncedValue(viewport, VIEWPORT_SETTLE_MS);
  const following = filter.bbox !== undefined;

  useEffect(() => {
    if (following && settled !== null && settled !== filter.bbox) setFilter('bbox', settled);
  }, [following, settled, filter.bbox, setFilter]);

  const select = (estimateId: string) => {
    const row = queue.data?.find((candidate) => candidate.estimateId === estimateId);
    if (row) onSelectRow(row);
  };

  return (
    <div className="board-map__queue">
      {districts.error && <ApiErrorNotice error={districts.error} />}
      {queue.error && <ApiErrorNotice error={queue.error} />}
      <MapArea
        label="Map of districts and unscheduled work"
        className="board-map__canvas"
        fallback={<div className="site-map__unavailable">Map unavailable: filter the queue by district instead.</div>}
      >
        {(onFailure) => (
          <DistrictCanvas
            districts={districts.data ?? []}
            queue={queue.data ?? []}
            selectedEstimateId={selectedEstimateId}
            drawing={false}
            draft={noCorners}
            onAddPoint={ignore}
            onMovePoint={ignore}
            onSelect={select}
            onViewportChange={setViewport}
            onFailure={onFailure}
            initialBbox={initialBbox}
          />
        )}
      </MapArea>
      <label className="board-map__follow">
        <input
          type="checkbox"
          checked={following}
          disabled={!following && viewport === null}
          onChange={(event) => setFilter('bbox', event.target.checked ? (viewport ?? '') : '')}
        />{' '}
        Filter queue to map
      </label>
    </div>
  );
}
