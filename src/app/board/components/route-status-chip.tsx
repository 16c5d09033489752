import type { RouteStatusItem } from '../../../shared/contract/routes';
import { formatMinutes } from '../../lib/format';
import { Badge, type Tone } from '../../ui/badge';
import { useDensity } from '../board-density';

/** The cell's few words for a route status (the route review page says it at length); null says nothing. */
const CHIP: Record<RouteStatusItem['status'], { tone: Tone; text: string; title: string } | null> = {
  not_configured: { tone: 'warning', text: 'No depot', title: 'Routes need a depot: set the organization’s origin' },
  not_needed: null,
  pending: { tone: 'info', text: 'Queued…', title: 'Waiting for the optimizer' },
  optimizing: { tone: 'info', text: 'Optimizing…', title: 'The drive order is being worked out' },
  ready: { tone: 'success', text: 'Route ready', title: 'The drive order is the optimizer’s plan' },
  needs_attention: { tone: 'warning', text: 'Needs attention', title: 'Some stops cannot be routed' },
  failed: { tone: 'danger', text: 'Route failed', title: 'The optimizer gave up on this day' },
  stale: { tone: 'warning', text: 'Stale', title: 'The day changed since its plan was made' },
  frozen: { tone: 'neutral', text: 'Frozen', title: 'The day is close: its order is held' },
  pinned: { tone: 'neutral', text: 'Pinned order', title: 'Drive times of the order a dispatcher pinned' },
};

/** Where the day is planned, the chip says how long the crew drives; the status stays in its tone and title. */
const SAYS_DRIVE_TIME: ReadonlySet<RouteStatusItem['status']> = new Set(['ready', 'pinned']);

/** "45 min drive", "1 h 52 drive": short enough for a cell; a compact cell says "45m", "1h52". */
const shortDrive = (seconds: number, compact: boolean) => {
  const minutes = Math.round(seconds / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  if (compact) return minutes < 60 ? `${minutes}m` : `${Math.floor(minutes / 60)}h${rest}`;
  return `${minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${rest}`} drive`;
};

/** A crew-day's route status as a small chip in its cell, with the day's driving time once planned. */
export function RouteStatusChip({ route }: { route: Pick<RouteStatusItem, 'status' | 'driveDurationSeconds'> }) {
  // A compact cell has room for the time alone; the title still says it is driving.
  const compact = useDensity() === 'compact';
  const chip = CHIP[route.status];
  if (!chip) return null;
  const drive = route.driveDurationSeconds === null ? null : shortDrive(route.driveDurationSeconds, compact);
  return (
    <span
      className="board-route-status"
      title={drive ? `${chip.title} (${formatMinutes(route.driveDurationSeconds ?? 0)} driving)` : chip.title}
      data-route-status={route.status}
    >
      <Badge tone={chip.tone}>{drive && SAYS_DRIVE_TIME.has(route.status) ? drive : chip.text}</Badge>
    </span>
  );
}
