import type { DistanceUnit } from '../../shared/contract/org';

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export { formatCents } from '../../shared/domain/money';

/** An ISO timestamp as a calendar date in the viewer's zone: "Mar 2, 2026". */
export function formatDate(iso: string): string {
  return day.format(new Date(iso));
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
