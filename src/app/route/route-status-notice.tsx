import type { Route, RouteStatus } from '../../shared/contract/routes';
import type { Tone } from '../ui/badge';
import { Notice } from '../ui/notice';
import { isInProgress } from '../dispatch/route-day-query';

const STATUS: Record<RouteStatus, { tone: Tone; title: string; body: string }> = {
  not_configured: {
    tone: 'warning',
    title: 'No depot set',
    body: 'Routes start and end at the depot: set the depot: npm run canopy -- org:settings --origin "Label,lat,lng"',
  },
  not_needed: { tone: 'info', title: 'Nothing to route', body: 'This day has fewer than two stops with a location.' },
  pending: { tone: 'info', title: 'Waiting for the optimizer…', body: 'The route is queued; this updates by itself.' },
  optimizing: {
    tone: 'info',
    title: 'Optimizing…',
    body: 'The best drive order is being worked out; this updates by itself.',
  },
  ready: { tone: 'success', title: 'Route ready', body: 'The drive order is the optimizer’s plan.' },
  needs_attention: {
    tone: 'warning',
    title: 'Route needs attention',
    body: 'Some stops cannot be routed; see the issues below.',
  },
  failed: { tone: 'danger', title: 'Optimization failed', body: 'The optimizer gave up on this day.' },
  stale: {
    tone: 'warning',
    title: 'Route out of date',
    body: 'The day changed since its plan was made; optimize again for a fresh plan.',
  },
  frozen: {
    tone: 'info',
    title: 'Route frozen',
    body: 'The day is close: the order is held, and only a manual order changes it.',
  },
  pinned: {
    tone: 'info',
    title: 'Order pinned',
    body: 'A dispatcher fixed this order; the drive times below are for it. Set the day back to automatic to let the optimizer reorder it.',
  },
};

/** The route's status in words; a progress bar while the optimizer has the day. */
export function RouteStatusNotice({ route }: { route: Route }) {
  const { tone, title, body } = STATUS[route.status];
  const inProgress = isInProgress(route.status);
  return (
    <Notice tone={tone} role="status" title={title}>
      {route.status === 'failed' && route.failureReason ? `${body} ${route.failureReason}` : body}
      {inProgress && <progress className="route-review__progress" aria-label="Route optimization in progress" />}
    </Notice>
  );
}
