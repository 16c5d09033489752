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

/** A crew-day's load: what is booked against how long the day is, in minutes. */
export interface DayLoad {
  bookedMinutes: number;
  dayLengthMinutes: number;
}

/** The day once `addedMinutes` more work is on it, and how far past its length that takes it (0 when it fits). */
export function loadAfter(day: DayLoad, addedMinutes: number): DayLoad & { overMinutes: number } {
  const booked = day.bookedMinutes + addedMinutes;
  return { ...day, bookedMinutes: booked, overMinutes: Math.max(0, booked - day.dayLengthMinutes) };
}
