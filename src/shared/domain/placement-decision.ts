import type { EstimateStatus } from '../contract/estimates';
import type { PlacementError } from '../contract/placements';
import { hoursToPlace } from './work-hours';

/** What POST /schedule knows of one estimate of the batch, read under the crew-day's lock. */
export interface PlacementFacts {
  /** The status a client reads; null when the estimate is not the caller's (or does not exist). */
  status: EstimateStatus | null;
  /** Its placement from this batch already exists, or it already sits on the target crew-day. */
  alreadyPlaced: boolean;
  crewArchived: boolean;
  /**
   * Only when the batch names a program line for this one estimate: that line's own hours, or
   * null when the line is not a program line of the estimate.
   */
  programLine?: { estimatedHours: number | null } | null;
  estimatedHours: number | null;
  /** Hours of its placements so far (program rounds aside). */
  placedHours: number;
  requestedHours: number | undefined;
}

export type PlacementDecision =
  | { outcome: 'placed'; plannedHours: number | null }
  | { outcome: 'skipped' }
  | { outcome: 'failed'; error: PlacementError };

const failed = (error: PlacementError): PlacementDecision => ({ outcome: 'failed', error });

/**
 * api.md "Placement result": placed, skipped (already on that day for that crew; a no-op) or failed
 * with the reason. Only accepted (or already scheduled) work is placed; completed work only for a
 * program round, which books that line's hours unless plannedHours says otherwise.
 */
export function decidePlacement(facts: PlacementFacts): PlacementDecision {
  if (facts.status === null) return failed('not_found');
  if (facts.alreadyPlaced) return { outcome: 'skipped' };
  if (facts.status !== 'accepted' && facts.status !== 'scheduled' && facts.status !== 'completed')
    return failed('not_accepted');
  if (facts.programLine === null) return failed('not_a_program_line');
  if (facts.status === 'completed' && facts.programLine === undefined) return failed('completed');
  if (facts.crewArchived) return failed('crew_archived');
  if (facts.programLine)
    return { outcome: 'placed', plannedHours: facts.requestedHours ?? facts.programLine.estimatedHours };
  const hours = hoursToPlace(facts.estimatedHours, facts.placedHours, facts.requestedHours);
  return hours.outcome === 'fully_placed'
    ? failed('fully_placed')
    : { outcome: 'placed', plannedHours: hours.plannedHours };
}
