import { afterPaint } from './after-paint';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One SPA write: what it sends, what it shows before the answer, where the answer is the truth,
 * and which reads it may change. Every write of the SPA is `useWrite` of one of these.
 */
export interface Write<Vars, Result> {
  send: (vars: Vars) => Promise<Result>;
  /**
   * What the screen shows at once, before the server answers (snapshot kept); returns how to take
   * it back. Omitted for writes whose outcome the screen cannot predict.
   */
  apply?: (vars: Vars) => Promise<() => void>;
  /** The answer is the record as it now reads: put it where it is read, so no refetch is needed for it. */
  stored?: (result: Result, queryClient: QueryClient) => void;
  /**
   * The record the write is about, when the screen reads it: a failed write reads it again, so that
   * after a 409 (someone else changed it) the screen shows what is now stored.
   */
  record?: (vars: Vars) => QueryKey;
  /** The narrowest other keys the write may change (lists, the queue): read again whatever the outcome. */
  touches: (vars: Vars) => readonly QueryKey[];
  /** Said after the answer (a toast, a navigation); `undoApplied` takes back `apply` when the server refused the whole of it. */
  answered?: (result: Result, vars: Vars, undoApplied: () => void) => Promise<void> | void;
  /** Said after a failure, once the applied picture is rolled back. */
  failed?: (error: unknown, vars: Vars) => void;
  /**
   * `send` needs no network (it keeps the write on the device to be sent later: the crew's
   * outbox), so it runs offline too instead of waiting, paused, for a connection.
   */
  keptOffline?: boolean;
}

interface Applied {
  rollback: () => void;
}

const nothingApplied: Applied = { rollback: () => undefined };

/**
 * The shared recipe: apply at once (snapshot kept), send, roll back on failure, store the answer,
 * then read again only what the write touches. Its error path is shared too: a 401 reaches sign-in
 * through the mutation cache (`watchUnauthorized`), and the mutation's `error` is what the screen
 * shows beside the control that failed (`problemFor`, `RefusalNotice`, `describeError`).
 */
export function useWrite<Vars, Result>(write: Write<Vars, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write.send,
    networkMode: write.keptOffline ? 'always' : 'online',
    onMutate: async (vars: Vars): Promise<Applied> =>
      write.apply ? { rollback: await write.apply(vars) } : nothingApplied,
    onError: (error, vars, applied) => {
      applied?.rollback();
      write.failed?.(error, vars);
    },
    onSuccess: async (result, vars, applied) => {
      write.stored?.(result, queryClient);
      await write.answered?.(result, vars, applied.rollback);
    },
    onSettled: async (_result, error, vars) => {
      const record = error && write.record ? [write.record(vars)] : [];
      // The answer is painted first: starting these reads (several fetches for a board write) in
      // the same task held up the frame that shows it.
      await afterPaint();
      await Promise.all(
        [...record, ...write.touches(vars)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
