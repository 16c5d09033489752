import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { ApiError } from '../../client/api-error';
import { boardQuery } from '../dispatch/board-queries';
import { isNetworkFailure, UNREACHABLE_TITLE } from '../dispatch/journaled-send';
import { useServerUndo } from '../dispatch/use-server-undo';
import { useApi } from '../lib/api-context';
import { formatDay } from '../lib/format';
import { MapArea } from '../map-kit/map-area';
import type { LngLat } from '../map-kit/maplibre-setup';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Button } from '../ui/button';
import { Loading } from '../ui/loading';
import { Notice } from '../ui/notice';
import { isInProgress, routeQuery } from '../dispatch/route-day-query';
import { useRouteCommand } from './api/route-queries';
import { RouteIssues } from './route-issues';
import { RouteLegs } from './route-legs';
import { RouteOrderList } from './route-order-list';
import { RouteStatusNotice } from './route-status-notice';
import { routePath, routeStops } from './route-stops';
import './route-review.css';

const RouteCanvas = lazy(() => import('./route-canvas'));

export interface RouteReviewProps {
  /** A crew id, or `unassigned` for the day's pencilled work. */
  crewId: string;
  date: string;
}

function CommandOutcome({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 409) {
    return (
      <Notice tone="warning" role="alert" title="The day changed elsewhere">
        Someone else changed this day’s order, so nothing was changed; it has been reloaded. Check the order and try
        again.
      </Notice>
    );
  }
  if (isNetworkFailure(error)) {
    return (
      <Notice tone="danger" role="alert" title={UNREACHABLE_TITLE}>
        Check the connection and try again.
      </Notice>
    );
  }
  return <ApiErrorNotice error={error} />;
}

/** A crew-day's route: the line on the map, status, legs, issues, optimizing and ordering by hand. */
export function RouteReview({ crewId, date }: RouteReviewProps) {
  const api = useApi();
  const route = useQuery(routeQuery(api, crewId, date));
  const day = useQuery(boardQuery(api, { from: date, to: date }));
  const command = useRouteCommand(crewId, date);
  const { offerUndo, undoing } = useServerUndo();

  const data = route.data;
  const stops = useMemo(() => (data ? routeStops(data, day.data?.upcoming ?? []) : []), [data, day.data]);
  const path = useMemo(() => (data ? routePath(data) : []), [data]);
  const origin = useMemo(
    () =>
      data?.origin ? { position: [data.origin.lng, data.origin.lat] satisfies LngLat, label: data.origin.label } : null,
    [data],
  );

  if (route.error) return <ApiErrorNotice error={route.error} />;
  if (!data) return <Loading label="Loading the route" />;

  // Only the optimizer may reorder the day under the dispatcher; a pinned day's job just measures it.
  const busy = command.isPending || undoing || (isInProgress(data.status) && data.orderMode === 'automatic');
  /** Says a change of the day's order, with the server's Undo of it (the order and the mode it had). */
  const sayWithUndo =
    (title: string, body: string) =>
    ({ actionId }: { actionId: string | null }) =>
      offerUndo({ tone: 'success', title, body }, actionId);
  const move = (from: number, to: number) => {
    const ids = [...data.orderedScheduleIds];
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    const label = stops[from]?.label ?? 'The stop';
    command.mutate(
      { kind: 'order', expectedVersion: data.controlVersion, orderedScheduleIds: ids },
      { onSuccess: sayWithUndo(`${label} is now stop ${to + 1}`, 'The day’s order is pinned (manual).') },
    );
  };
  const backToAutomatic = () =>
    command.mutate(
      { kind: 'automatic', expectedVersion: data.controlVersion },
      { onSuccess: sayWithUndo('Back to automatic', 'The optimizer orders the day again.') },
    );

  return (
    <section className="route-review" aria-labelledby="route-review-title">
      <div className="route-review__bar">
        <h2 id="route-review-title">Route for {formatDay(date)}</h2>
        <div className="route-review__actions">
          {/* Fewer than two located stops have no order to find: the notice says so. */}
          {data.status !== 'not_needed' && (
            <Button
              variant="primary"
              busy={command.isPending && command.variables.kind === 'optimize'}
              disabled={busy}
              onClick={() => command.mutate({ kind: 'optimize' })}
            >
              Optimize
            </Button>
          )}
          {data.orderMode === 'manual' && (
            <Button disabled={busy} onClick={backToAutomatic}>
              Back to automatic
            </Button>
          )}
        </div>
      </div>
      <RouteStatusNotice route={data} />
      {/* A pinned route's notice already says so. */}
      {data.orderMode === 'manual' && data.status !== 'pinned' && (
        <p className="route-review__muted">Order set by hand: the optimizer leaves this day alone.</p>
      )}
      <CommandOutcome error={command.error} />
      <MapArea
        label={`Map of the route for ${formatDay(date)}`}
        className="route-review__map"
        fallback={<div className="site-map__unavailable">Map unavailable: the stops and legs are listed below.</div>}
      >
        {(onFailure) => <RouteCanvas path={path} stops={stops} origin={origin} onFailure={onFailure} />}
      </MapArea>
      <RouteIssues issues={data.issues} stops={stops} />
      <div className="route-review__columns">
        <div>
          <h3>Drive order</h3>
          {stops.length === 0 ? (
            <p className="route-review__muted">No work on this day.</p>
          ) : (
            <RouteOrderList stops={stops} disabled={busy} onMove={move} />
          )}
        </div>
        <div>
          <h3>Legs</h3>
          <RouteLegs route={data} stops={stops} />
        </div>
      </div>
    </section>
  );
}
