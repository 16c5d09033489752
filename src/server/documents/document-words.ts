import type { Day } from '../../shared/contract/common';

/** How customer documents word dates and figures: for a customer, never an ISO string or a raw float. */

/** "November 20, 2026": an instant as the day it was in the organization's calendar. */
export function printedDate(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(instant));
}

/** "November 20, 2026": a day of the API (`YYYY-MM-DD`). */
export function printedDay(day: Day): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A quantity as typed: "2", "2.5", never "2.0000001". */
export function printedQuantity(quantity: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(quantity);
}

/** The latest of the instants a document prints from: its creation date, so the same input gives the same bytes. */
export function latestOf(instants: readonly Date[]): Date {
  return new Date(Math.max(...instants.map((instant) => instant.getTime())));
}

/** "1 line", "2 lines". */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
