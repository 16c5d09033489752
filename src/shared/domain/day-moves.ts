import type { EstimateStatus } from '../contract/estimates';
import { bookedMinutes, DEFAULT_DAY_START_MINUTES, type CrewHours } from './capacity';

/*
 * Rules of the day-level operations (api.md "Schedule": bump, reassign, emergency), pure so the
 * board can apply them optimistically exactly as the server does under its lock.
 */

/** Finished and cancelled work never moves with its day. */
export function staysPut(status: EstimateStatus): boolean {
  return status === 'completed' || status === 'declined' || status === 'canceled';
}

/** Only accepted work (read `scheduled` once placed) may be put on a day. */
export function mayBePlaced(status: EstimateStatus): boolean {
  return status === 'accepted' || status === 'scheduled';
}

export interface DayStop {
  scheduleId: string;
  estimateId: string;
  status: EstimateStatus;
  /** A crew member has clocked on this placement. */
  started: boolean;
}

export type NotMovedReason = 'target_crew_already_on_that_job' | 'already_started';

export interface ReassignPlan {
  /** Stops handed to the receiving crew, in the giving crew's drive order. */
  moving: string[];
  /** Stops that stay with the original crew and are reported (finished work stays silently). */
  notMoved: { scheduleId: string; jobId: string; reason: NotMovedReason }[];
}

/** Which stops of a crew-day a reassign hands over; `receivingJobs` are the estimates the receiving crew already has that day. */
export function planReassign(stops: readonly DayStop[], receivingJobs: ReadonlySet<string>): ReassignPlan {
  const plan: ReassignPlan = { moving: [], notMoved: [] };
  for (const stop of stops) {
    if (staysPut(stop.status)) continue;
    const reason: NotMovedReason | null = stop.started
      ? 'already_started'
      : receivingJobs.has(stop.estimateId)
        ? 'target_crew_already_on_that_job'
        : null;
    if (reason) plan.notMoved.push({ scheduleId: stop.scheduleId, jobId: stop.estimateId, reason });
    else plan.moving.push(stop.scheduleId);
  }
  return plan;
}

/**
 * The stops `id` jumped over: ahead of it before (all of them when it was not on the day) and
 * behind it after, in their new order.
 */
export function passedStops(before: readonly string[], after: readonly string[], id: string): string[] {
  const oldIndex = before.includes(id) ? before.indexOf(id) : before.length;
  const wasAhead = new Set(before.slice(0, oldIndex));
  return after.slice(after.indexOf(id) + 1).filter((stop) => wasAhead.has(stop));
}

/** When the crew's day ends with this work on it: day start plus booked minutes; null for a day with no work. */
export function dayEndsAtMinutes(
  crew: CrewHours,
  work: readonly { plannedHours: number | null }[],
  placeholderHours: number,
): number | null {
  if (work.length === 0) return null;
  return (crew.dayStartMinutes ?? DEFAULT_DAY_START_MINUTES) + bookedMinutes(work, placeholderHours);
}
