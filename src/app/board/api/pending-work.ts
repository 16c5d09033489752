import type { PlacementError } from '../../../shared/contract/placements';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import { replaceWork, type CrewDayTarget } from '../../../shared/domain/board-placements';
import { hoursToPlace } from '../../dispatch/hours-to-place';

const PENDING_PREFIX = 'pending-';

/** A card drawn before the server answered: not yet a placement anyone can drag or act on. */
export const isPendingWork = (work: Pick<ScheduledWork, 'scheduleId'>) => work.scheduleId.startsWith(PENDING_PREFIX);

/**
 * A queue row as the card it becomes, drawn before the server answers (its id is replaced by
 * `settlePending`): all the hours it has left, or one share's hours of a split (one card per day).
 */
export function pendingWork(row: UnscheduledRow, target: CrewDayTarget, shareHours?: number): ScheduledWork {
  return {
    scheduleId: `${PENDING_PREFIX}${row.estimateId}${shareHours === undefined ? '' : `-${target.day}`}`,
    estimateId: row.estimateId,
    estimateNumber: row.estimateNumber,
    estimateStatus: 'scheduled',
    scheduledDate: target.day,
    serviceCategories: row.serviceCategories,
    districtIds: row.districtIds,
    sortOrder: Number.MAX_SAFE_INTEGER,
    note: null,
    siteId: row.siteId,
    siteLabel: row.siteLabel ?? 'Site',
    customerName: row.customerName,
    latitude: row.latitude,
    longitude: row.longitude,
    totalCents: 0,
    plannedHours: shareHours ?? hoursToPlace(row),
    lineItemId: row.dueRound?.lineItemId ?? null,
    crew: target.crew,
    // Which of the job's days this is depends on its other placements: the board's next read says.
    jobDay: null,
  };
}

/**
 * The board once the server answered: the pending card is the placement the answer named (kept
 * once, should a refetch have drawn it already), or gone when nothing landed.
 */
export function settlePending(rows: readonly ScheduledWork[], pendingId: string, scheduleId: string | null) {
  const pending = rows.find((row) => row.scheduleId === pendingId);
  return replaceWork(rows, pendingId, pending && scheduleId ? [{ ...pending, scheduleId }] : []);
}

const placementErrorText: Record<PlacementError, string> = {
  not_found: 'The estimate no longer exists.',
  not_accepted: 'Only accepted work can be placed.',
  completed: 'The work is already completed.',
  crew_archived: 'The crew is archived and takes no new work.',
  fully_placed: 'Every hour of this work is already placed.',
  not_a_program_line: 'That line is not a program line of the estimate.',
};

export function describePlacementError(error: PlacementError | null): string {
  return error ? placementErrorText[error] : 'The server did not place it.';
}
