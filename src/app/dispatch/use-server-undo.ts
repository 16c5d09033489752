import { ApiError } from '../../client/api-error';
import { useApi } from '../lib/api-context';
import { describeError } from '../lib/describe-error';
import { queryKeys } from '../lib/query-keys';
import { useWrite } from '../lib/use-write';
import { UNDO_LABEL, useToast, type ToastInput } from '../ui/toast-context';
import { isNetworkFailure, sendJournaled, UNREACHABLE_TITLE } from './journaled-send';
import { refusedUndoToast, undoConflictOf, undoOnServer } from './server-undo';

/** One Undo: the actions it takes back, said as taking back `title`; `offerAgain` shows its toast again. */
interface UndoRequest {
  actionIds: readonly string[];
  title: string;
  offerAgain: () => void;
}

/** An Undo (say "Undo the later change first") can put back any crew-day: every read a crew-day change touches. */
const undoTouches = [
  queryKeys.routes.all,
  queryKeys.schedule.boards(),
  queryKeys.schedule.queues(),
  queryKeys.schedule.fits(),
  queryKeys.schedule.visits(),
];

/**
 * Says a journaled write in a toast whose Undo is the server's (POST /schedule/actions/{actionId}/undo):
 * one request, one transaction, guarded by the days' versions; Ctrl+Z runs it as the button does.
 * "Undone" says what it took back. A refusal names the days and what changed there and offers to
 * undo the later change first, or to leave it; an Undo the network stopped stays on offer.
 */
export function useServerUndo() {
  const api = useApi();
  const notify = useToast();

  const { mutateAsync, isPending } = useWrite({
    send: ({ actionIds }: UndoRequest) => sendJournaled(api, notify, (key) => undoOnServer(api, actionIds, key)),
    touches: () => undoTouches,
    answered: (_undone, { title }) => notify({ tone: 'info', title: 'Undone', body: `Taken back: ${title}` }),
    failed: (error, request) => sayNotUndone(error, request),
  });

  /** Resolves true when the Undo went through; a failure is said by `failed`. */
  function undo(request: UndoRequest): Promise<boolean> {
    return mutateAsync(request).then(
      () => true,
      () => false,
    );
  }

  function sayNotUndone(error: unknown, request: UndoRequest): void {
    const { title, offerAgain } = request;
    if (isNetworkFailure(error)) {
      notify({ tone: 'danger', title: UNREACHABLE_TITLE, body: 'The Undo is still on offer.' });
      offerAgain();
      return;
    }
    const conflict = undoConflictOf(error);
    if (!conflict) {
      if (!(error instanceof ApiError && error.status === 401)) notify({ tone: 'danger', ...describeError(error) });
      return;
    }
    notify(
      refusedUndoToast(
        conflict,
        title,
        (later) =>
          void undo({ actionIds: [later], title: 'the later change', offerAgain }).then(
            (done) => done && undo(request),
          ),
      ),
    );
  }

  /** Shows `toast`, with an Undo of `actionId` when the write recorded one (a write that changed nothing did not). */
  function offerUndo(toast: ToastInput, actionId: string | null): void {
    const offered: ToastInput = {
      ...toast,
      ...(actionId && {
        action: {
          label: UNDO_LABEL,
          run: () => void undo({ actionIds: [actionId], title: toast.title, offerAgain: () => notify(offered) }),
        },
      }),
    };
    notify(offered);
  }

  return { offerUndo, undoing: isPending };
}
