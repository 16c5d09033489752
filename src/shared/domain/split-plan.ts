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

/** The hours a plan places in all. */
export const sharesHours = (shares: readonly SplitShare[]): number =>
  roundHours(shares.reduce((sum, share) => sum + share.hours, 0));

/**
 * A split looks this many of the crew's working days ahead (two work weeks: a 22-hour job on a crew
 * whose week is half booked still finds its days); longer work is planned by hand.
 */
export const MAX_SPLIT_DAYS = 10;
/**
 * A split visits a day only when the day can give the work this much: a crew drives out once per
 * share, and a dispatcher was offered 8 h as five visits of 1 to 2.5 h over two weeks. A crew with
 * only slivers free is no place to split work over (another crew may have the room).
 */
const MIN_VISIT_MINUTES = 120;
/**
 * No share is smaller than this: the last share takes what is left of the work, and a day gives less
 * than its free time when all of it would leave the last share less (8 h 15 over two empty days is
 * 7 h 15 and 1 h, not 8 h and 15 min).
 */
const MIN_SHARE_MINUTES = 60;
const QUARTER_HOUR = 15;

const quarterHoursIn = (minutes: number) => Math.floor(minutes / QUARTER_HOUR) * QUARTER_HOUR;

/** The days a split may visit: of the crew's next MAX_SPLIT_DAYS, those with MIN_VISIT_MINUTES free. */
const visitableDays = (days: readonly SplitDay[]) =>
  days.slice(0, MAX_SPLIT_DAYS).filter((day) => day.freeMinutes >= MIN_VISIT_MINUTES);

/**
 * The free time a split could use over `days`: that of each day it may visit. No share takes more than
 * its day has free, so work needing more than this cannot be split.
 */
export const splitRoomMinutes = (days: readonly SplitDay[]): number =>
  visitableDays(days).reduce((sum, day) => sum + day.freeMinutes, 0);

/**
 * Shares of `minutes` of work over the crew's coming days in order, from the day it was dropped on,
 * visiting only days with MIN_VISIT_MINUTES free (the day dropped on too): each takes what it has free
 * (in whole quarter hours) and the last day takes the rest, so the shares add up to the work exactly,
 * and no share is under MIN_SHARE_MINUTES. Null when the work does not need a split (it fits the
 * first day) or when the days run out first.
 */
export function planSplit(minutes: number, days: readonly SplitDay[]): SplitShare[] | null {
  const [first] = days;
  if (!first || minutes <= first.freeMinutes) return null;
  const shares: SplitShare[] = [];
  let left = minutes;
  for (const { day, freeMinutes } of visitableDays(days)) {
    if (left <= freeMinutes) {
      shares.push({ day, hours: roundHours(left / 60) });
      return shares;
    }
    const all = quarterHoursIn(freeMinutes);
    const take = left - all < MIN_SHARE_MINUTES ? quarterHoursIn(left - MIN_SHARE_MINUTES) : all;
    shares.push({ day, hours: take / 60 });
    left -= take;
  }
  return null;
}

/**
 * When the crew's coming days cannot take all of the work: what they can, each day a split may visit
 * giving all of its free time (in quarter hours), from the day dropped on. The rest stays in the
 * queue (a placement of fewer hours than remain leaves the job queued for the others). Null when no
 * day may be visited.
 */
export function planPartSplit(days: readonly SplitDay[]): SplitShare[] | null {
  const shares = visitableDays(days).map(({ day, freeMinutes }) => ({ day, hours: quarterHoursIn(freeMinutes) / 60 }));
  return shares.length > 0 ? shares : null;
}
