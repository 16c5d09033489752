import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { CREW_REACH_DAYS_AHEAD, CREW_REACH_DAYS_BACK } from '../../../shared/contract/keys';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { addDays } from '../../../shared/domain/working-days';
import { queryKeys, type DayRange } from '../../lib/query-keys';

/**
 * The days read at once around the day shown: a crew key's whole reach (7 days back, 14 ahead of
 * today), so Previous and Next need no read; for the office, the same span around the day opened.
 */
export function crewDaysRange(today: string, date: string): DayRange {
  const around =
    date < addDays(today, -CREW_REACH_DAYS_BACK) || date > addDays(today, CREW_REACH_DAYS_AHEAD) ? date : today;
  return { from: addDays(around, -CREW_REACH_DAYS_BACK), to: addDays(around, CREW_REACH_DAYS_AHEAD) };
}

/** GET /schedule of one crew's placed work over `range`. */
export function crewScheduleQuery(api: ApiClient, crewId: string, range: DayRange) {
  return queryOptions({
    queryKey: queryKeys.schedule.crewSchedule(crewId, range),
    queryFn: ({ signal }) =>
      api.get('/schedule', { query: { crewId, kinds: 'work_day', from: range.from, to: range.to }, signal }),
    select: (answer) => answer.upcoming.filter((work) => work.crew?.id === crewId),
    placeholderData: keepPreviousData,
    // A crew's phone reads again when it comes back to the screen: the office may have moved work.
    refetchOnWindowFocus: true,
  });
}

/** The days of `work` that hold some, in order. */
export function daysWithWork(work: readonly ScheduledWork[]): string[] {
  return [...new Set(work.map((row) => row.scheduledDate))].sort();
}

/** The crew's day to open: today when it holds work, else the next day that does, else today. */
export function dayToOpen(days: readonly string[], today: string): string {
  return days.find((day) => day >= today) ?? today;
}

/** The days Previous and Next go to: the nearest days with work either side of `date`. */
export function neighbourDays(days: readonly string[], date: string): { previous?: string; next?: string } {
  return { previous: days.filter((day) => day < date).at(-1), next: days.find((day) => day > date) };
}
