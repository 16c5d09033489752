import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { UNASSIGNED_BOARD } from '../../shared/contract/routes';
import { crewsQuery } from '../board/api/board-queries';
import { useApi } from '../lib/api-context';
import { plural } from '../lib/plural';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { RouteReview } from '../route/route-review';
import { PageHeader } from '../ui/page-header';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { queueInViewQuery } from './api/district-queries';
import { DistrictMap } from './district-map';
import './district-map.css';

/** Today in the browser's zone, as YYYY-MM-DD: where the route picker starts. */
function todayHere(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The queue's size within the map's viewport, once the map has stopped moving. */
function QueueInView({ bbox }: { bbox: string }) {
  const api = useApi();
  const settled = useDebouncedValue(bbox, 300);
  const count = useQuery(queueInViewQuery(api, settled));
  return (
    <p className="district-map__hint" aria-live="polite">
      {count.data === undefined ? 'Counting the unscheduled work in view…' : `${plural(count.data, 'unscheduled job')} in view.`}
    </p>
  );
}

/** The map screen: districts and queue work, and a crew-day's route chosen by crew and day (kept in the URL). */
export function MapPage() {
  const api = useApi();
  const crews = useQuery(crewsQuery(api));
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(null);
  const [viewport, setViewport] = useState<string | null>(null);
  const crewId = params.get('crew') ?? '';
  const date = params.get('date') ?? todayHere();
  const choose = (name: 'crew' | 'date', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Map" subtitle="Districts, unscheduled work and crew routes." />
      <div className="map-page">
        <div>
          <DistrictMap selectedEstimateId={selected} onSelect={setSelected} onViewportChange={setViewport} />
          {viewport && <QueueInView bbox={viewport} />}
        </div>
        <section className="map-page__route" aria-label="Crew route">
          <div className="map-page__picker">
            <SelectField label="Crew" value={crewId} onChange={(event) => choose('crew', event.target.value)}>
              <option value="">Choose a crew</option>
              {crews.data?.map((crew) => (
                <option key={crew.id} value={crew.id}>
                  {crew.name}
                  {crew.active ? '' : ' (archived)'}
                </option>
              ))}
              <option value={UNASSIGNED_BOARD}>Unassigned (pencilled)</option>
            </SelectField>
            <TextField label="Day" type="date" value={date} onChange={(event) => event.target.value && choose('date', event.target.value)} />
          </div>
          {crewId ? <RouteReview key={`${crewId}/${date}`} crewId={crewId} date={date} /> : <p className="district-map__hint">Choose a crew to review its route.</p>}
        </section>
      </div>
    </>
  );
}
