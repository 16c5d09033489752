import { addDays, isWorkingDay, workingDaysFrom } from '../../shared/domain/working-days';
import type { FitWindow } from '../lib/query-keys';

export const viewLengths = [5, 7, 14] as const;
export type ViewLength = (typeof viewLengths)[number];

export function parseViewLength(value: string | null): ViewLength {
  return viewLengths.find((length) => String(length) === value) ?? 5;
}

/** The columns: 5 = the working week from `from`; 7 and 14 = calendar days, weekends included. */
export function boardColumns(from: string, length: ViewLength): string[] {
  if (length === 5) return workingDaysFrom(from, 5);
  return Array.from({ length }, (_, index) => addDays(from, index));
}

/** Previous/next moves a whole view: a calendar week for the working-week view. */
export const viewStep = (length: ViewLength) => (length === 5 ? 7 : length);

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

/**
 * Where a job may fit, as the board shows the days: the working days in view from today on, so the
 * fit panel ranks the week being planned. A view wholly past has none: the fit then ranks the
 * server's default window (10 working days from the organization's today).
 */
export function fitWindowOf(columns: readonly string[], today: string): FitWindow | undefined {
  const open = columns.filter((day) => day >= today && isWorkingDay(day));
  return open[0] ? { from: open[0], days: open.length } : undefined;
}
