import type { ApiClient } from '../../client/api-client';
import { ApiError } from '../../client/api-error';
import { undoConflictSchema, type UndoConflict, type UndoResult } from '../../shared/contract/schedule-actions';
import type { ToastInput } from '../ui/toast-context';
import { crewDayLabel } from './board-days';

/*
 * Undo is the server's (issue 43): one request takes an action back in one transaction, guarded
 * by the versions of the days it touched. Nothing is put back from the browser.
 */

/** Takes back the actions (newest first, a split's shares together) in one request, with the Undo's one key. */
export function undoOnServer(
  api: ApiClient,
  actionIds: readonly string[],
  idempotencyKey: string,
): Promise<UndoResult> {
  const [actionId, ...also] = actionIds;
  if (!actionId) throw new Error('an Undo names at least one action');
  return api.post('/schedule/actions/{actionId}/undo', {
    path: { actionId },
    body: also.length > 0 ? { alsoActionIds: also } : {},
    idempotencyKey,
  });
}

/** What a refused Undo's 409 says (the days and what changed there, the later action), when it is one. */
export function undoConflictOf(error: unknown): UndoConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = undoConflictSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** "Maple crew, Tue, Mar 3: JOB-7 was added." for each day that changed since. */
function conflictWords(conflict: UndoConflict): string {
  return conflict.days.map((day) => `${crewDayLabel(day.crewName, day.date)}: ${day.changes.join(', ')}.`).join(' ');
}

/**
 * What a refused Undo says: that it was already undone, or which days changed and how, with the
 * offer to undo the later change first (`undoLaterFirst`) when the server names it, or to leave it.
 */
export function refusedUndoToast(
  conflict: UndoConflict,
  title: string,
  undoLaterFirst: (laterActionId: string) => void,
): ToastInput {
  if (conflict.reason === 'already_undone') return { tone: 'info', title: `Already undone: ${title}` };
  const later = conflict.laterActionId;
  return {
    tone: 'warning',
    title: `Not undone: ${title}`,
    body: `${conflictWords(conflict)} ${
      conflict.reason === 'work_started'
        ? 'The crew has started it, so it stays.'
        : 'It has changed since, so it cannot be put back as it was.'
    }`,
    ...(later && { action: { label: 'Undo the later change first', run: () => undoLaterFirst(later) } }),
    secondaryAction: { label: 'Leave it', run: () => undefined },
  };
}
