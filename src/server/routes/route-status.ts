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

/**
 * Day starts already worked out. A zoned date costs tens of microseconds; GET /routes asks for
 * thousands of crew-days that share a few dozen day starts (days x crew start times), and without
 * this spent some 60 ms of a 2-week range on them alone. The answers never change, so the memo only
 * needs a bound.
 */
const dayStarts = new Map<string, number>();
const MAX_REMEMBERED_DAY_STARTS = 4096;

/** When the crew's day starts, as an instant: its local day and start time in the organization's zone. */
export function dayStartsAt(day: Day, rule: Pick<FreezeRule, 'timeZone' | 'dayStartMinutes'>): Date {
  const minutes = rule.dayStartMinutes ?? DEFAULT_DAY_START_MINUTES;
  const key = `${rule.timeZone} ${day} ${minutes}`;
  let startsAt = dayStarts.get(key);
  if (startsAt === undefined) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    startsAt = new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, rule.timeZone).getTime();
    if (dayStarts.size >= MAX_REMEMBERED_DAY_STARTS) dayStarts.clear();
    dayStarts.set(key, startsAt);
  }
  return new Date(startsAt);
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
