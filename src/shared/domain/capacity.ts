/** A crew-day's length and load, in minutes (api.md Crew: null start/end mean 7:00 and 15:00). */

export const DEFAULT_DAY_START_MINUTES = 420;
export const DEFAULT_DAY_END_MINUTES = 900;

export interface CrewHours {
  dayStartMinutes: number | null;
  dayEndMinutes: number | null;
}

export function dayLengthMinutes(crew: CrewHours): number {
  return Math.max(
    0,
    (crew.dayEndMinutes ?? DEFAULT_DAY_END_MINUTES) - (crew.dayStartMinutes ?? DEFAULT_DAY_START_MINUTES),
  );
}

/** Hours of a piece of work for planning: the estimate when someone made one, else the org's placeholder. */
export function planningHours(plannedHours: number | null, placeholderHours: number): number {
  return plannedHours ?? placeholderHours;
}

export function bookedMinutes(work: readonly { plannedHours: number | null }[], placeholderHours: number): number {
  return Math.round(work.reduce((sum, item) => sum + planningHours(item.plannedHours, placeholderHours) * 60, 0));
}

/** Minutes left in the day after its booked work; negative when the day runs over (warned, never blocked). */
export function remainingMinutes(crew: CrewHours, booked: number): number {
  return dayLengthMinutes(crew) - booked;
}
