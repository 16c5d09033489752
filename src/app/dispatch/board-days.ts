import { addDays, isWorkingDay, weekStartOf, workingDaysFrom } from '../../shared/domain/working-days';
import type { FitWindow } from '../lib/query-keys';

export const viewLengths = [5, 7, 14] as const;
export type ViewLength = (typeof viewLengths)[number];

export function parseViewLength(value: string | null): ViewLength {
  return viewLengths.find((length) => String(length) === value) ?? 5;
}

/**
 * The columns, from the Monday of the calendar week holding `from` (a dispatcher plans by the week,
 * and any `from` in an address shows its week): 5 = that week's working days; 7 and 14 = that week
 * (and the next), weekends included.
 */
export function boardColumns(from: string, length: ViewLength): string[] {
  const monday = weekStartOf(from);
  if (length === 5) return workingDaysFrom(monday, 5);
  return Array.from({ length }, (_, index) => addDays(monday, index));
}

/** The days a board of these columns reads (GET /schedule's from and to). */
export const columnsRange = (days: readonly string[]) => ({ from: days[0] ?? '', to: days.at(-1) ?? '' });

/**
 * The Monday Today shows: the week holding today, except on a weekend in the work-week view, whose
 * days are then all behind it: the coming week, the one a dispatcher plans on a Saturday.
 */
export const todaysView = (today: string, length: ViewLength) =>
  length === 5 && !isWorkingDay(today) ? addDays(weekStartOf(today), 7) : weekStartOf(today);

/** Previous/next moves a whole view: a calendar week, two for the 14-day view. */
export const viewStep = (length: ViewLength) => (length === 14 ? 14 : 7);

/** Where Previous (-1) or Next (+1) takes the view: the Monday a whole view before or after the one shown. */
export const stepView = (from: string, length: ViewLength, direction: -1 | 1) =>
  addDays(weekStartOf(from), direction * viewStep(length));

const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mon, Nov 23" for a YYYY-MM-DD day, never shifted by the viewer's zone. */
export const formatColumnDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** "Oak Crew, Tue, Dec 1": a crew-day as the board names it (cells, menus, questions). */
export const crewDayLabel = (crewName: string, day: string) => `${crewName}, ${formatColumnDay(day)}`;

/** The fewest working days fit ranks: late in a shown week, the days after it too. */
export const MIN_FIT_DAYS = 5;

/**
 * Where a job may fit, as the board shows the days: the working days in view from today on, so the
 * fit panel ranks the week being planned, and at least MIN_FIT_DAYS of them (on a Thursday the
 * work week has two days left; the next week's first days are ranked as well). A view wholly past
 * has none: the fit then ranks the server's default window (10 working days from the
 * organization's today).
 */
export function fitWindowOf(columns: readonly string[], today: string): FitWindow | undefined {
  const open = columns.filter((day) => day >= today && isWorkingDay(day));
  return open[0] ? { from: open[0], days: Math.max(open.length, MIN_FIT_DAYS) } : undefined;
}
