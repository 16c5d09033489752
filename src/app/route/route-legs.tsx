import type { Route, RouteEnd } from '../../shared/contract/routes';
import { formatDistance, formatMinutes } from '../lib/format';
import { useDistanceUnit } from '../org/use-distance-unit';
import type { RouteStop } from './route-stops';

function endName(end: RouteEnd, stops: ReadonlyMap<string, RouteStop>): string {
  if (end.type === 'origin') return end.label ?? 'Depot';
  const stop = end.scheduleId ? stops.get(end.scheduleId) : undefined;
  return stop ? `${stop.number}. ${stop.label}` : (end.label ?? 'Stop');
}

/** Each leg of the plan with its distance and drive time, and the day's totals. */
export function RouteLegs({ route, stops }: { route: Route; stops: readonly RouteStop[] }) {
  const unit = useDistanceUnit();
  if (route.legs.length === 0)
    return <p className="route-review__muted">No plan yet: legs appear once the optimizer has planned the day.</p>;
  const byId = new Map(stops.map((stop) => [stop.scheduleId, stop]));
  return (
    <>
      <ol className="route-review__legs" aria-label="Legs">
        {route.legs.map((leg, index) => (
          <li key={index}>
            {endName(leg.from, byId)} → {endName(leg.to, byId)}: {formatDistance(leg.distanceMeters, unit)},{' '}
            {formatMinutes(leg.driveDurationSeconds)}
          </li>
        ))}
      </ol>
      {route.distanceMeters !== null && route.driveDurationSeconds !== null && (
        <p className="route-review__totals">
          Total: {formatDistance(route.distanceMeters, unit)}, {formatMinutes(route.driveDurationSeconds)} driving
        </p>
      )}
    </>
  );
}
