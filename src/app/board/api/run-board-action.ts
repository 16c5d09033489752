import { ApiError } from '../../../client/api-error';
import { describeError } from '../../lib/describe-error';
import type { Notify, ToastTone } from '../../ui/toast-context';
import type { BoardCache, RowsChange } from './board-cache';

export interface ActionOutcome {
  tone: ToastTone;
  title: string;
  body?: string;
  /** The server refused the whole action (say a failed placement row): the optimistic picture is rolled back. */
  refused?: boolean;
  /** The inverse call, when one exists. */
  undo?: () => Promise<void>;
}

export interface BoardAction<Result> {
  /** What the board should show at once (the shared domain rule); omitted for actions the board cannot predict. */
  change?: RowsChange;
  /** The call, sent with the action's one Idempotency-Key (the client reuses it for its retries). */
  call: (idempotencyKey: string) => Promise<Result>;
  outcome: (result: Result) => ActionOutcome;
  /**
   * What the server stored, read narrowly right after it answered, so the board shows it without
   * waiting for the whole board to be read again (that refetch still follows and has the last word).
   */
  settle?: () => Promise<RowsChange>;
  /** A 409: someone changed the day since it was read. */
  conflictTitle?: string;
}

/** One user action: optimistic change, one call, rollback on failure, a toast with the result (and Undo), the stored state when it can be read narrowly, then a refetch. */
export async function runBoardAction<Result>(cache: BoardCache, notify: Notify, action: BoardAction<Result>): Promise<void> {
  const rollback = action.change ? await cache.applyOptimistic(action.change) : () => undefined;
  const idempotencyKey = crypto.randomUUID();
  try {
    const result = await action.call(idempotencyKey);
    const outcome = action.outcome(result);
    if (outcome.refused) rollback();
    const undo = outcome.undo;
    notify({
      tone: outcome.tone,
      title: outcome.title,
      body: outcome.body,
      ...(undo && {
        action: {
          label: 'Undo',
          run: () => void runBoardAction(cache, notify, { call: undo, outcome: () => ({ tone: 'info', title: 'Undone' }) }),
        },
      }),
    });
    if (!outcome.refused && action.settle) await settleQuietly(cache, action.settle());
  } catch (error) {
    rollback();
    if (error instanceof ApiError && error.status === 409 && action.conflictTitle) {
      notify({ tone: 'warning', title: action.conflictTitle, body: 'The day was changed by someone else; it has been read again.' });
    } else {
      notify({ tone: 'danger', ...describeError(error) });
    }
  } finally {
    await cache.refresh();
  }
}

/** The action landed and was reported: a failed narrow read only leaves the picture to the refetch that follows. */
async function settleQuietly(cache: BoardCache, settled: Promise<RowsChange>): Promise<void> {
  const change = await settled.catch(() => null);
  if (change) await cache.applyOptimistic(change);
}
