/**
 * Hours of a piece of work against what is already placed (null is never zero). A placement that
 * covers a program round is new work of its own and never counts against the estimate's hours.
 */

/** Hours are entered to the quarter hour at best; two decimals hide binary fractions. */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

/** The part of estimatedHours not yet placed (never below 0); null when nobody estimated the work. */
export function remainingHours(estimatedHours: number | null, placedHours: number): number | null {
  return estimatedHours === null ? null : Math.max(0, roundHours(estimatedHours - placedHours));
}

export type HoursToPlace = { outcome: 'place'; plannedHours: number | null } | { outcome: 'fully_placed' };

/**
 * What one POST /schedule row books: the hours asked for, else everything still unplaced. Work
 * nobody estimated books null (the placeholder stands in for capacity); estimated work with
 * nothing left and no hours asked for is already fully placed.
 */
export function hoursToPlace(
  estimatedHours: number | null,
  placedHours: number,
  requested: number | undefined,
): HoursToPlace {
  if (requested !== undefined) return { outcome: 'place', plannedHours: requested };
  const remaining = remainingHours(estimatedHours, placedHours);
  if (remaining === null) return { outcome: 'place', plannedHours: null };
  return remaining > 0 ? { outcome: 'place', plannedHours: remaining } : { outcome: 'fully_placed' };
}
