import { useCallback } from 'react';
import { ApiError } from '../../../client/api-error';
import type { ApiClient } from '../../../client/api-client';
import { describeError } from '../../lib/describe-error';
import { useApi } from '../../lib/api-context';
import { useWrite } from '../../lib/use-write';
import { UNDO_LABEL, useToast, type Notify, type ToastInput, type ToastTone } from '../../ui/toast-context';
import { useBoardCache, type RowsChange, type StoredDayControl } from './board-cache';
import { isNetworkFailure, sayRetries, UNREACHABLE_TITLE } from '../../dispatch/journaled-send';
import { refusedUndoToast, undoConflictOf, undoOnServer } from '../../dispatch/server-undo';
import { useTellCustomers } from './tell-customers';

export interface ActionOutcome {
  tone: ToastTone;
  title: string;
  body?: string;
  /** The server refused the whole action (say a failed placement row): the optimistic picture is rolled back. */
  refused?: boolean;
  /**
   * Undo is offered: `true` takes back this write's action (the Action-Id its answer carried);
   * `actionIds` takes back these actions in one request (the shares of a split, each its own write).
   */
  undo?: true | { actionIds: readonly string[] };
  /** The toast stays until dismissed (ToastInput.lasting): a large action's Undo. */
  lasting?: boolean;
  /**
   * What the answer says was stored (say a placed card's real id), shown at once; the refetch of
   * the board that follows every write still has the last word.
   */
  stored?: RowsChange;
  /** What the answer says crew-days' order control now is (a reorder's new version), shown at once too. */
  storedDayControl?: StoredDayControl | readonly StoredDayControl[];
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
  /** Says a failure its own way (an Undo's refusal); true when it did, so the shared words are not said too. */
  failed?: (error: unknown) => boolean;
}

/** An action with its call and its reading of the answer joined, so that every action is one mutation shape. */
interface BoardWrite {
  idempotencyKey: string;
  change?: RowsChange;
  send: () => Promise<ActionOutcome>;
  conflictTitle?: string;
  conflictBody?: string;
  failed?: (error: unknown) => boolean;
}

const asWrite = <Result>(api: ApiClient, notify: Notify, action: BoardAction<Result>): BoardWrite => {
  // One key per user action, kept across the client's retries.
  const idempotencyKey = crypto.randomUUID();
  const stopWatching = sayRetries(api, notify, idempotencyKey);
  // On the wire at once: the mutation calls `send` only after the optimistic change, and a drop's
  // end redraws the board before that; the request need not wait for either.
  const answer = action.call(idempotencyKey);
  // A failure is reported when `send` reads it; meanwhile it is not an unhandled rejection.
  answer.catch(() => undefined).finally(stopWatching);
  return { ...action, idempotencyKey, send: async () => action.outcome(await answer) };
};

/** The toast's offer, under the visit notice policy ask, to tell the customers of the jobs just changed. */
export const TELL_LABEL = 'Tell the customer';

/**
 * Every board write is the shared write recipe (`useWrite`): sent at once, the shared domain rule
 * applied at once (snapshot kept), rolled back on failure or refusal, what the answer says was stored
 * shown, said (with Undo, itself a board write), then every read a crew-day change touches is read
 * again. Failures take the shared error path: a 401 reaches sign-in through the mutation cache,
 * a 409 says the day was read again, a dropped connection (after the client's retries) says nothing
 * was changed, anything else is described in plain words.
 *
 * Undo is the server's (POST /schedule/actions/{actionId}/undo): one request, one transaction,
 * guarded by the days' versions. A refusal names the days and what changed there and offers to
 * undo the later change first, or to leave it; an Undo the network stopped stays on offer.
 */
export function useBoardMutation(): <Result>(action: BoardAction<Result>) => Promise<void> {
  const api = useApi();
  const cache = useBoardCache();
  const notify = useToast();
  const tellCustomers = useTellCustomers();

  const storeControls = (stored: ActionOutcome['storedDayControl']) => {
    for (const control of stored === undefined ? [] : Array.isArray(stored) ? stored : [stored])
      cache.storeDayControl(control as StoredDayControl);
  };

  /**
   * Sends the Undo of `actionIds` (said as taking back `title`); `offerAgain` shows the Undo toast
   * again when the network stopped it. Resolves true when the Undo went through.
   */
  const sendUndo = (actionIds: readonly string[], title: string, offerAgain: () => void): Promise<boolean> => {
    let undone = false;
    return perform({
      call: (idempotencyKey) => undoOnServer(api, actionIds, idempotencyKey),
      outcome: (result) => {
        undone = true;
        return {
          tone: 'info',
          title: 'Undone',
          // Said with what it took back: several toasts can be on screen at once.
          body: `Taken back: ${title}`,
          storedDayControl: result.crewDays.map((day) => ({
            day: { crewId: day.crewId, day: day.date },
            orderMode: day.orderMode,
            controlVersion: day.controlVersion,
          })),
        };
      },
      failed: (error) => {
        if (isNetworkFailure(error)) {
          notify({ tone: 'danger', title: UNREACHABLE_TITLE, body: 'The Undo is still on offer.' });
          offerAgain();
          return true;
        }
        const conflict = undoConflictOf(error);
        if (!conflict) return false;
        notify(
          refusedUndoToast(
            conflict,
            title,
            (later) =>
              void sendUndo([later], 'the later change', offerAgain).then(
                (done) => done && sendUndo(actionIds, title, offerAgain),
              ),
          ),
        );
        return true;
      },
    }).then(() => undone);
  };

  const { mutateAsync } = useWrite({
    send: (write: BoardWrite) => write.send(),
    apply: async (write) => (write.change ? cache.applyOptimistic(write.change) : () => undefined),
    touches: () => cache.touches,
    failed: (error, write) => {
      if (write.failed?.(error)) return;
      if (isNetworkFailure(error)) {
        notify({ tone: 'danger', title: UNREACHABLE_TITLE, body: 'Check the connection and try again.' });
      } else if (error instanceof ApiError && error.status === 409 && write.conflictTitle) {
        notify({
          tone: 'warning',
          title: write.conflictTitle,
          body: write.conflictBody ?? 'The day was changed by someone else; it has been read again.',
        });
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify({ tone: 'danger', ...describeError(error) });
      }
    },
    answered: async (outcome, write, undoApplied) => {
      if (outcome.refused) undoApplied();
      else {
        if (outcome.stored) await cache.applyOptimistic(outcome.stored);
        storeControls(outcome.storedDayControl);
      }
      const { undo } = outcome;
      const ownAction = api.actionIdOf(write.idempotencyKey);
      const actionIds = undo === true ? (ownAction ? [ownAction] : []) : (undo?.actionIds ?? []);
      /**
       * The Undo, a board write of its own. The server refuses it when a day it puts back changed
       * since, so it never books a day that filled meanwhile: nothing needs asking first.
       */
      const undoAsked = () => sendUndo(actionIds, outcome.title, () => notify(toast));
      const toast: ToastInput = {
        tone: outcome.tone,
        title: outcome.title,
        body: outcome.body,
        ...(outcome.lasting && { lasting: true }),
        ...(!outcome.refused && actionIds.length > 0 && { action: { label: UNDO_LABEL, run: () => void undoAsked() } }),
        ...(!outcome.refused &&
          actionIds.length > 0 &&
          tellCustomers && { secondaryAction: { label: TELL_LABEL, run: () => tellCustomers(actionIds) } }),
      };
      notify(toast);
    },
  });
  // Failures are reported by `failed`; the caller only waits for the action to be over.
  const perform = useCallback(
    <Result>(action: BoardAction<Result>) =>
      mutateAsync(asWrite(api, notify, action)).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync, api, notify],
  );
  return perform;
}
