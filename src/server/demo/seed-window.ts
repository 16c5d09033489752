import { TZDate } from '@date-fns/tz';
import type { Day } from '../../shared/contract/common';
import { addDays, isWorkingDay, todayIn, workingDaysFrom } from '../../shared/domain/working-days';

/** The board a dispatcher opens: last week's finished days, today, and three weeks ahead. */
export const PAST_WORKING_DAYS = 5;
export const AHEAD_WORKING_DAYS = 15;

export interface SeedWindow {
  timeZone: string;
  today: Day;
  /** Working days before today, oldest first. */
  pastDays: Day[];
  /** Today when it is a working day, then the working days after it, soonest first. */
  futureDays: Day[];
}

function workingDaysBefore(day: Day, count: number): Day[] {
  const days: Day[] = [];
  for (let current = addDays(day, -1); days.length < count; current = addDays(current, -1)) {
    if (isWorkingDay(current)) days.unshift(current);
  }
  return days;
}

export function seedWindow(timeZone: string, now: Date): SeedWindow {
  const today = todayIn(timeZone, now);
  return {
    timeZone,
    today,
    pastDays: workingDaysBefore(today, PAST_WORKING_DAYS),
    futureDays: [...(isWorkingDay(today) ? [today] : []), ...workingDaysFrom(addDays(today, 1), AHEAD_WORKING_DAYS)],
  };
}

/** The instant a local wall-clock time of `day` is in `timeZone` (minutes past midnight). */
export function localMoment(day: Day, minutes: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, 0, timeZone).getTime());
}
