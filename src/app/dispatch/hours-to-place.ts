import type { UnscheduledRow } from '../../shared/contract/unscheduled';

/**
 * What placing a queue row books, as previews, fit and the overbooking question count it: a due
 * program round is placed as its line and books that line's hours, other work what is still
 * unplaced (null: nobody estimated it, so the organization's placeholder counts).
 */
export const hoursToPlace = (row: UnscheduledRow): number | null =>
  row.dueRound ? row.dueRound.hours : row.remainingHours || null;
