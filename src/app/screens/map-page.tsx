import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { crewsQuery } from '../dispatch/board-queries';
import { useApi } from '../lib/api-context';
import { plural } from '../lib/plural';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useOrgToday } from '../org/use-org-today';
import { RoutePicker } from '../route/route-picker';
import { RouteReview } from '../route/route-review';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Loading } from '../ui/loading';
import { PageHeader } from '../ui/page-header';
import { queueInViewQuery } from '../map/api/district-queries';
import { DistrictMap } from '../map/district-map';
import '../map/district-map.css';

/** The queue's size within the map's viewport, once the map has stopped moving. */
function QueueInView({ bbox }: { bbox: string }) {
  const api = useApi();
  const settled = useDebouncedValue(bbox, 300);
  const count = useQuery(queueInViewQuery(api, settled));
  return (
    <p className="district-map__hint" aria-live="polite">
      {count.data === undefined
        ? 'Counting the unscheduled work in view…'
        : `${plural(count.data, 'unscheduled job')} in view.`}
    </p>
  );
}

/** The map screen: districts and queue work, and a crew-day's route chosen by crew and day (kept in the URL). */
export function MapPage() {
  const api = useApi();
  const crews = useQuery(crewsQuery(api));
  const { settings, today } = useOrgToday();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(null);
  const [viewport, setViewport] = useState<string | null>(null);
  const crewId = params.get('crew') ?? '';
  const date = params.get('date') ?? today;
  const choose = (next: { crewId: string; date: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('crew', next.crewId);
        updated.set('date', next.date);
        return updated;
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
          {settings.isError && <ApiErrorNotice error={settings.error} />}
          {date === null ? (
            !settings.isError && <Loading label="Reading the organization’s day" />
          ) : (
            <>
              <RoutePicker crews={crews.data ?? []} value={{ crewId, date }} onChange={choose} />
              {crewId ? (
                <RouteReview key={`${crewId}/${date}`} crewId={crewId} date={date} />
              ) : (
                <p className="district-map__hint">Choose a crew to review its route.</p>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
