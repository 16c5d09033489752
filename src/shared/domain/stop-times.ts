import { DEFAULT_DAY_START_MINUTES, planningHours } from './capacity';

/** A stop of a crew's day, in drive order: its placement and the hours planned there. */
export interface TimedStop {
  scheduleId: string;
  plannedHours: number | null;
}

/** One leg of a route's plan (api.md Route `legs`), as much of it as the times need. */
export interface PlannedLeg {
  from: { type: 'origin' | 'stop'; scheduleId: string | null };
  to: { type: 'origin' | 'stop'; scheduleId: string | null };
  distanceMeters: number;
  driveDurationSeconds: number;
}

export interface StopTime {
  /** The drive to this stop (from the depot or the stop before): null without a plan for it. */
  drive: { seconds: number; meters: number } | null;
  /** When the crew gets there, minutes past midnight: null when the drive there (or to a stop before) is not planned. */
  arriveMinutes: number | null;
}

const sameEnd = (end: PlannedLeg['from'], scheduleId: string | null) =>
  scheduleId === null ? end.type === 'origin' : end.type === 'stop' && end.scheduleId === scheduleId;

/**
 * When the crew reaches each stop: it leaves the depot when its day starts, drives each planned
 * leg and works each stop's planned hours (the organization's placeholder for work nobody
 * estimated). A stop is timed only when the plan has the leg from the stop before it (the depot for
 * the first), so a plan made for another order times nothing it does not cover.
 */
export function stopTimes(
  stops: readonly TimedStop[],
  legs: readonly PlannedLeg[],
  dayStartMinutes: number | null,
  placeholderHours: number,
): StopTime[] {
  let clock: number | null = dayStartMinutes ?? DEFAULT_DAY_START_MINUTES;
  let previous: string | null = null;
  return stops.map((stop) => {
    const leg = legs.find((candidate) => sameEnd(candidate.from, previous) && sameEnd(candidate.to, stop.scheduleId));
    previous = stop.scheduleId;
    if (!leg || clock === null) {
      clock = null;
      return {
        drive: leg ? { seconds: leg.driveDurationSeconds, meters: leg.distanceMeters } : null,
        arriveMinutes: null,
      };
    }
    const arriveMinutes = Math.round(clock + leg.driveDurationSeconds / 60);
    clock = arriveMinutes + planningHours(stop.plannedHours, placeholderHours) * 60;
    return { drive: { seconds: leg.driveDurationSeconds, meters: leg.distanceMeters }, arriveMinutes };
  });
}
