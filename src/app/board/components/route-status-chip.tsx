import type { RouteStatus } from '../../../shared/contract/routes';
import { Badge, type Tone } from '../../ui/badge';

/** The cell's few words for a route status (the route review page says it at length); null says nothing. */
const CHIP: Record<RouteStatus, { tone: Tone; text: string; title: string } | null> = {
  not_configured: { tone: 'warning', text: 'No depot', title: 'Routes need a depot: set the organization’s origin' },
  not_needed: null,
  pending: { tone: 'info', text: 'Queued…', title: 'Waiting for the optimizer' },
  optimizing: { tone: 'info', text: 'Optimizing…', title: 'The drive order is being worked out' },
  ready: { tone: 'success', text: 'Route ready', title: 'The drive order is the optimizer’s plan' },
  needs_attention: { tone: 'warning', text: 'Needs attention', title: 'Some stops cannot be routed' },
  failed: { tone: 'danger', text: 'Route failed', title: 'The optimizer gave up on this day' },
  stale: { tone: 'warning', text: 'Stale', title: 'The day changed since its plan was made' },
  frozen: { tone: 'neutral', text: 'Frozen', title: 'The day is close: its order is held' },
};

/** A crew-day's route status as a small chip in its cell (nothing for a day with nothing to route). */
export function RouteStatusChip({ status }: { status: RouteStatus }) {
  const chip = CHIP[status];
  if (!chip) return null;
  return (
    <span className="board-route-status" title={chip.title} data-route-status={status}>
      <Badge tone={chip.tone}>{chip.text}</Badge>
    </span>
  );
}
