import type { Day } from '../contract/common';
import { addWorkingDays } from './working-days';

export interface BumpedStop {
  scheduleId: string;
  estimateId: string;
}

export interface BumpMove {
  scheduleId: string;
  estimateId: string;
  toDate: Day;
  /** True when the job already held the target day, so it moved on to its next free working day. */
  landedLater: boolean;
}

/**
 * Where each stop of a bumped crew-day lands: `days` working days after `fromDate`, or, for a
 * multi-day job that already holds that day on the same crew, the next working day it does not hold.
 * `heldDays(estimateId)` lists the days the job already occupies on the crew (excluding the source day).
 */
export function planBump(
  fromDate: Day,
  days: number,
  stops: readonly BumpedStop[],
  heldDays: (estimateId: string) => ReadonlySet<Day>,
): { toDate: Day; moves: BumpMove[] } {
  const toDate = addWorkingDays(fromDate, days);
  const moves = stops.map((stop) => {
    const held = heldDays(stop.estimateId);
    let landing = toDate;
    while (held.has(landing)) landing = addWorkingDays(landing, 1);
    return {
      scheduleId: stop.scheduleId,
      estimateId: stop.estimateId,
      toDate: landing,
      landedLater: landing !== toDate,
    };
  });
  return { toDate, moves };
}
