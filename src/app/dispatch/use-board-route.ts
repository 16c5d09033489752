import { useSearchParams } from 'react-router';
import type { RouteParams } from '../../shared/contract/routes';
import { formatRouteDay, parseRouteDay } from './route-day-param';

/**
 * Open with `?map=open`, or when a link names a crew-day's route (`?route=<crewId|unassigned>:<day>`);
 * `map=closed` keeps a named route without drawing the maps.
 */
function isOpen(params: URLSearchParams): boolean {
  const map = params.get('map');
  return map === 'open' || (map !== 'closed' && params.has('route'));
}

/** The board's map panel as the address holds it: open or not, and the crew-day whose route is reviewed. */
export function useBoardRoute() {
  const [params, setParams] = useSearchParams();
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );
  return {
    open: isOpen(params),
    routeDay: parseRouteDay(params.get('route')),
    setOpen: (open: boolean) => update((next) => next.set('map', open ? 'open' : 'closed')),
    /** Review this crew-day's route (opening the map), or none. */
    review: (day: RouteParams | null) =>
      update((next) => {
        if (!day) return next.delete('route');
        next.set('route', formatRouteDay(day));
        next.set('map', 'open');
      }),
  };
}
