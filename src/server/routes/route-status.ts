import { TZDate } from '@date-fns/tz';
import type { RouteStatus } from '../../shared/contract/routes';
import type { Day } from '../../shared/contract/common';
import { DEFAULT_DAY_START_MINUTES } from '../../shared/domain/capacity';

/*
 * A route's status is read, never stored: it depends on the clock (frozen), on the queue (pending,
 * optimizing) and on whether the stored plan belongs to the day's current control version.
 * First match wins, in the order of `deriveRouteStatus`.
 */

export interface FreezeRule {
  timeZone: string;
  /** The organization's freeze horizon: hours before the crew's day starts when its order is held. */
  freezeHours: number;
  /** The crew's day start (null = 7:00; the unassigned board uses the default). */
  dayStartMinutes: number | null;
}

/** When the crew's day starts, as an instant: its local day and start time in the organization's zone. */
export function dayStartsAt(day: Day, rule: Pick<FreezeRule, 'timeZone' | 'dayStartMinutes'>): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const minutes = rule.dayStartMinutes ?? DEFAULT_DAY_START_MINUTES;
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, rule.timeZone).getTime());
}

/**
 * A day is frozen from `freezeHours` before its start on, and stays so once begun or past: the
 * optimizer never reorders a day a crew may already be driving (with 0 hours, from its start).
 */
export function isFrozen(day: Day, rule: FreezeRule, now: Date): boolean {
  return now.getTime() >= dayStartsAt(day, rule).getTime() - rule.freezeHours * 3_600_000;
}

export interface RouteFacts {
  hasOrigin: boolean;
  /** The day's job: none, waiting, or leased to a worker right now. */
  job: 'none' | 'queued' | 'running';
  locatedStops: number;
  frozen: boolean;
  /** The last optimization gave up on the current version. */
  failed: boolean;
  /** A plan of the current control version is stored. */
  planCurrent: boolean;
  /** A person pinned the order (order mode manual): its plan measures that order, the optimizer's does not. */
  pinned: boolean;
  /** Issues of the day and of its current plan. */
  issueCount: number;
}

export function deriveRouteStatus(facts: RouteFacts): RouteStatus {
  if (!facts.hasOrigin) return 'not_configured';
  if (facts.job === 'running') return 'optimizing';
  if (facts.job === 'queued') return 'pending';
  if (facts.locatedStops <= 1) return 'not_needed';
  if (facts.frozen) return 'frozen';
  if (facts.failed) return 'failed';
  if (!facts.planCurrent) return 'stale';
  if (facts.issueCount > 0) return 'needs_attention';
  return facts.pinned ? 'pinned' : 'ready';
}
