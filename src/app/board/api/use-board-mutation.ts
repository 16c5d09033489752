import { useCallback } from 'react';
import { ApiError } from '../../../client/api-error';
import { describeError } from '../../lib/describe-error';
import { useWrite } from '../../lib/use-write';
import { UNDO_LABEL, useToast, type ToastTone } from '../../ui/toast-context';
import { useBoardCache, type RowsChange, type StoredDayControl } from './board-cache';

export interface ActionOutcome {
  tone: ToastTone;
  title: string;
  body?: string;
  /** The server refused the whole action (say a failed placement row): the optimistic picture is rolled back. */
  refused?: boolean;
  /** The inverse call, when one exists. */
  undo?: () => Promise<void>;
  /** Asked before the inverse call is sent (say, whether to overbook the day work goes back to); false sends nothing. */
  mayUndo?: () => Promise<boolean>;
  /**
   * What the answer says was stored (say a placed card's real id), shown at once; the refetch of
   * the board that follows every write still has the last word.
   */
  stored?: RowsChange;
  /** What the answer says a crew-day's order control now is (a reorder's new version), shown at once too. */
  storedDayControl?: StoredDayControl;
}

export interface BoardAction<Result> {
  /** What the board should show at once (the shared domain rule); omitted for actions the board cannot predict. */
  change?: RowsChange;
  /** The call, sent with the action's one Idempotency-Key (the client reuses it for its retries). */
  call: (idempotencyKey: string) => Promise<Result>;
  outcome: (result: Result) => ActionOutcome;
  /** A 409: someone changed the day since it was read. */
  conflictTitle?: string;
  /** What the 409 means here, when not that someone else changed the day. */
  conflictBody?: string;
}

/** An action with its call and its reading of the answer joined, so that every action is one mutation shape. */
interface BoardWrite {
  change?: RowsChange;
  send: () => Promise<ActionOutcome>;
  conflictTitle?: string;
  conflictBody?: string;
}

const asWrite = <Result>(action: BoardAction<Result>): BoardWrite => {
  // One key per user action, kept across the client's retries.
  const idempotencyKey = crypto.randomUUID();
  // On the wire at once: the mutation calls `send` only after the optimistic change, and a drop's
  // end redraws the board before that; the request need not wait for either.
  const answer = action.call(idempotencyKey);
  // A failure is reported when `send` reads it; meanwhile it is not an unhandled rejection.
  answer.catch(() => undefined);
  return { ...action, send: async () => action.outcome(await answer) };
};

/**
 * Every board write is the shared write recipe (`useWrite`): sent at once, the shared domain rule
 * applied at once (snapshot kept), rolled back on failure or refusal, what the answer says was stored
 * shown, said (with Undo, itself a board write), then every read a crew-day change touches is read
 * again. Failures take the shared error path: a 401 reaches sign-in through the mutation cache,
 * a 409 says the day was read again, anything else is described in plain words.
 */
export function useBoardMutation(): <Result>(action: BoardAction<Result>) => Promise<void> {
  const cache = useBoardCache();
  const notify = useToast();
  const { mutateAsync } = useWrite({
    send: (write: BoardWrite) => write.send(),
    apply: async (write) => (write.change ? cache.applyOptimistic(write.change) : () => undefined),
    touches: () => cache.touches,
    failed: (error, write) => {
      if (error instanceof ApiError && error.status === 409 && write.conflictTitle) {
        notify({
          tone: 'warning',
          title: write.conflictTitle,
          body: write.conflictBody ?? 'The day was changed by someone else; it has been read again.',
        });
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify({ tone: 'danger', ...describeError(error) });
      }
    },
    answered: async (outcome, _write, undoApplied) => {
      if (outcome.refused) undoApplied();
      else {
        if (outcome.stored) await cache.applyOptimistic(outcome.stored);
        if (outcome.storedDayControl) cache.storeDayControl(outcome.storedDayControl);
      }
      const { undo, mayUndo } = outcome;
      /**
       * The Undo: asked first when the outcome says so (mayUndo), then sent as a board write of its
       * own. Answered no, its toast is shown again: the dispatcher may still want it later.
       */
      const undoAsked = async (call: () => Promise<void>) => {
        if (mayUndo && !(await mayUndo())) {
          notify(toast);
          return;
        }
        await perform({
          call,
          // Said with what it took back: several toasts can be on screen at once.
          outcome: () => ({ tone: 'info', title: 'Undone', body: `Taken back: ${outcome.title}` }),
          // What it would take back changed since (another action, or another dispatcher's):
          // putting back the picture from before would undo that too.
          conflictTitle: `Not undone: ${outcome.title}`,
          conflictBody: 'It has changed since, so it cannot be put back as it was; the board has been read again.',
        });
      };
      const toast = {
        tone: outcome.tone,
        title: outcome.title,
        body: outcome.body,
        ...(undo && { action: { label: UNDO_LABEL, run: () => void undoAsked(undo) } }),
      };
      notify(toast);
    },
  });
  // Failures are reported by `failed`; the caller only waits for the action to be over.
  const perform = useCallback(
    <Result>(action: BoardAction<Result>) =>
      mutateAsync(asWrite(action)).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  return perform;
}
