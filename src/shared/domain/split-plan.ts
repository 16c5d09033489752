import type { Day } from '../contract/common';
import { roundHours } from './work-hours';

/** A crew-day a split may use, with the minutes it has free (negative when already over). */
export interface SplitDay {
  day: Day;
  freeMinutes: number;
}

export interface SplitShare {
  day: Day;
  hours: number;
}

/**
 * A split looks this many of the crew's working days ahead (two work weeks: a 22-hour job on a crew
 * whose week is half booked still finds its days); longer work is planned by hand.
 */
export const MAX_SPLIT_DAYS = 10;
/** A day with less free than this is passed over: a quarter hour of a big job is no visit. */
const MIN_SHARE_MINUTES = 30;
const QUARTER_HOUR = 15;

/**
 * Shares of `minutes` of work over the crew's coming days in order, from the day it was dropped on:
 * each day takes what it has free (in whole quarter hours), days with less than half an hour free
 * (that first day too, when it is full) are passed over, and the last day takes the rest, so the
 * shares add up to the work exactly. Null when the work does not need a split (it fits the first
 * day) or when the days run out first.
 */
export function planSplit(minutes: number, days: readonly SplitDay[]): SplitShare[] | null {
  const [first] = days;
  if (!first || minutes <= first.freeMinutes) return null;
  const shares: SplitShare[] = [];
  let left = minutes;
  for (const { day, freeMinutes } of days.slice(0, MAX_SPLIT_DAYS)) {
    if (freeMinutes < MIN_SHARE_MINUTES) continue;
    if (left <= freeMinutes) {
      shares.push({ day, hours: roundHours(left / 60) });
      return shares;
    }
    const take = Math.floor(freeMinutes / QUARTER_HOUR) * QUARTER_HOUR;
    shares.push({ day, hours: take / 60 });
    left -= take;
  }
  return null;
}
