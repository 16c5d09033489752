import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { addDays as addCalendarDays, differenceInCalendarDays, format, getISODay } from 'date-fns';
import type { Day } from '../contract/common';

/*
 * Days are `YYYY-MM-DD` strings in the organization's time zone. Arithmetic runs on UTC midnights,
 * so it never depends on the zone of the machine doing it. Working days are Monday to Friday.
 */

const atUtcMidnight = (day: Day) => new UTCDate(`${day}T00:00:00.000Z`);
const toDay = (date: Date): Day => format(date, 'yyyy-MM-dd');

/** The calendar day it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): Day {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

export function addDays(day: Day, days: number): Day {
  return toDay(addCalendarDays(atUtcMidnight(day), days));
}

/** `from` to `to` (inclusive) cut into consecutive spans of at most `length` days; none when `to` is earlier. */
export function daySpans(from: Day, to: Day, length: number): { from: Day; to: Day }[] {
  const spans: { from: Day; to: Day }[] = [];
  for (let start = from; start <= to; start = addDays(start, length)) {
    const end = addDays(start, length - 1);
    spans.push({ from: start, to: end < to ? end : to });
  }
  return spans;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return differenceInCalendarDays(atUtcMidnight(to), atUtcMidnight(from));
}

export function isWorkingDay(day: Day): boolean {
  return getISODay(atUtcMidnight(day)) <= 5;
}

/** The Monday of the calendar week (Monday to Sunday) holding `day`: the week the working days of `day` belong to. */
export function weekStartOf(day: Day): Day {
  return addDays(day, 1 - getISODay(atUtcMidnight(day)));
}

/** The day itself when it is a working day, else the next Monday. */
export function nextWorkingDayOnOrAfter(day: Day): Day {
  let current = day;
  while (!isWorkingDay(current)) current = addDays(current, 1);
  return current;
}

/** `count` working days after `day`, counting only Monday to Friday (forward only). */
export function addWorkingDays(day: Day, count: number): Day {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a whole number >= 0');
  let current = day;
  for (let counted = 0; counted < count;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

/** The next `count` working days starting on `from` (included when it is one). */
export function workingDaysFrom(from: Day, count: number): Day[] {
  const days: Day[] = [];
  for (
    let current = nextWorkingDayOnOrAfter(from);
    days.length < count;
    current = nextWorkingDayOnOrAfter(addDays(current, 1))
  ) {
    days.push(current);
  }
  return days;
}
