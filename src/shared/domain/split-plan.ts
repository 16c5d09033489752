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
/**
 * No share is smaller than this: an hour is the least a crew drives out for. A day with less free is
 * passed over, and a day is given less than its free time when taking all of it would leave less
 * than this for the last share (8 h 15 over two empty days is 7 h 15 and 1 h, not 8 h and 15 min).
 */
const MIN_SHARE_MINUTES = 60;
const QUARTER_HOUR = 15;

const quarterHoursIn = (minutes: number) => Math.floor(minutes / QUARTER_HOUR) * QUARTER_HOUR;

/**
 * The free time a split could use over `days`: that of each day with at least MIN_SHARE_MINUTES
 * free. No share takes more than its day has free, so work needing more than this cannot be split.
 */
export const splitRoomMinutes = (days: readonly SplitDay[]): number =>
  days
    .slice(0, MAX_SPLIT_DAYS)
    .filter((day) => day.freeMinutes >= MIN_SHARE_MINUTES)
    .reduce((sum, day) => sum + day.freeMinutes, 0);

/**
 * Shares of `minutes` of work over the crew's coming days in order, from the day it was dropped on:
 * each day takes what it has free (in whole quarter hours) and the last day takes the rest, so the
 * shares add up to the work exactly; no share but a whole job's is under MIN_SHARE_MINUTES. Null when
 * the work does not need a split (it fits the first day) or when the days run out first.
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
    const all = quarterHoursIn(freeMinutes);
    const take = left - all < MIN_SHARE_MINUTES ? quarterHoursIn(left - MIN_SHARE_MINUTES) : all;
    if (take < MIN_SHARE_MINUTES) continue;
    shares.push({ day, hours: take / 60 });
    left -= take;
  }
  return null;
}
