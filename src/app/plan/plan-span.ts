import { isWorkingDay } from '../../shared/domain/working-days';

/**
 * The days a plan fills: the board's working days from today on (a plan never books the past). Null
 * when the days shown are all behind today, or none is a working day.
 */
export function planSpan(columns: readonly string[], today: string): { from: string; to: string } | null {
  const open = columns.filter((day) => day >= today && isWorkingDay(day));
  const [from] = open;
  const to = open.at(-1);
  return from && to ? { from, to } : null;
}
