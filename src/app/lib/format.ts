import type { DistanceUnit } from '../../shared/contract/org';

const dayParts = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const day = new Intl.DateTimeFormat('en-US', dayParts);
/** One formatter per time zone asked for, undefined the viewer's (making one costs far more than using it). */
const dayInZone = new Map<string | undefined, Intl.DateTimeFormat>();

export { formatCents } from '../../shared/domain/money';

/**
 * An ISO timestamp as a calendar date in `timeZone` (the organization's: see useOrgDate), or the
 * viewer's zone without one: "Mar 2, 2026".
 */
export function formatDate(iso: string, timeZone?: string): string {
  let inZone = dayInZone.get(timeZone);
  if (!inZone) {
    inZone = new Intl.DateTimeFormat('en-US', { ...dayParts, timeZone });
    dayInZone.set(timeZone, inZone);
  }
  return inZone.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, already in the right zone) as "Mar 2, 2026", never shifted by the viewer's zone. */
export function formatDay(value: string): string {
  const [year = 0, month = 1, date = 1] = value.split('-').map(Number);
  return day.format(new Date(year, month - 1, date));
}

/** 0.42 -> "42%". */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A measurement, or an em dash when it was not taken. */
export function formatMeasure(value: number | null, unit: string): string {
  return value === null ? '—' : `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

const METERS_PER_MILE = 1609.344;

/**
 * A distance the API gives in meters, in the organization's unit with one decimal: 5472 ->
 * "3.4 mi" or "5.5 km"; an em dash when there is none. Every distance the SPA shows goes through it.
 */
export function formatDistance(meters: number | null, unit: DistanceUnit): string {
  if (meters === null) return '—';
  return unit === 'mi' ? `${(meters / METERS_PER_MILE).toFixed(1)} mi` : `${(meters / 1000).toFixed(1)} km`;
}

/** A drive time to the minute (legs and day totals). */
export const formatMinutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/**
 * Hours as a figure, to two decimals at most: work is estimated in quarter hours, and a card of
 * 5.25 h said as "5.3" would not add up to the day's figure.
 */
export const hoursFigure = (hours: number) => String(Math.round(hours * 100) / 100);
/** Hours to a tenth, where room is short and the exact figure is a hover away: 8.75 -> "8.8". */
export const glanceHoursFigure = (hours: number) => String(Math.round(hours * 10) / 10);
/** 2 -> "2 h", 1.5 -> "1.5 h", 5.25 -> "5.25 h". */
export const formatHours = (hours: number) => `${hoursFigure(hours)} h`;
/** Minutes as the hours figure people read: 330 -> "5.5", 315 -> "5.25". */
export const minutesFigure = (minutes: number) => hoursFigure(minutes / 60);

/** Hours as the board says them: null is "not estimated", never zero. */
export const hoursOrUnknown = (hours: number | null) => (hours === null ? 'not estimated' : formatHours(hours));
