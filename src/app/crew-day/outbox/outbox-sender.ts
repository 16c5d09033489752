import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { ApiError } from '../../../client/api-error';
import { deliver, readsAbout } from './deliver';
import type { Outbox } from './outbox';
import { refusalWords } from './refusal-words';

/** Waits before sending again after no connection: doubling from 2 s to a minute. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

export interface SenderState {
  sending: boolean;
  /** The last attempt found no connection (or a server that could not answer): waiting to try again. */
  stalled: boolean;
}

export interface OutboxSender {
  /**
   * Starts sending, and listening for the moments it may get through (the `online` event,
   * additions); a 401 is handed to `onUnauthorized` (the session is over).
   */
  start(onUnauthorized: (error: ApiError) => void): void;
  /** Sends what waits, in order, unless a run is already under way (which then goes round again). */
  wake(): void;
  state(): SenderState;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

/**
 * Sends the outbox, oldest first, one request at a time, whenever there may be a way through: at
 * start, when something is added, when the browser says it is online again, and on a timer that
 * backs off while there is none. A refusal (the office removed the job, the estimate was canceled)
 * is kept on its entry in plain words and the next entry goes on; a 401 ends the session.
 */
export function createOutboxSender(api: ApiClient, queryClient: QueryClient, outbox: Outbox): OutboxSender {
  let state: SenderState = { sending: false, stalled: false };
  const listeners = new Set<() => void>();
  const setState = (next: SenderState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  let again = false;
  let stopped = true;
  let onUnauthorized: (error: ApiError) => void = () => undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** No way through now: try again after the backoff (the `online` event may come sooner). */
  const retryLater = () => {
    clearTimeout(timer);
    timer = setTimeout(wake, retryMs);
    retryMs = Math.min(LONGEST_RETRY_MS, retryMs * 2);
    return 'stalled' as const;
  };

  /** Sends until the outbox is empty (or holds only refusals), or until there is no way through. */
  async function run(): Promise<'done' | 'stalled'> {
    await outbox.loaded;
    for (let entry = outbox.next(); entry && !stopped; entry = outbox.next()) {
      try {
        await deliver(api, queryClient, outbox, entry);
        await outbox.remove(entry.id);
        retryMs = FIRST_RETRY_MS;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          onUnauthorized(error);
          return 'stalled';
        }
        if (!(error instanceof ApiError) || error.retryable) return retryLater();
        await outbox.update(entry.id, { refusal: refusalWords(entry.write, error) });
        // The office changed something meanwhile: the day is read again, so the screen shows it as it now is.
        for (const queryKey of readsAbout(entry.write)) void queryClient.invalidateQueries({ queryKey });
      }
    }
    return 'done';
  }

  function wake(): void {
    if (stopped) return;
    if (state.sending) {
      again = true;
      return;
    }
    clearTimeout(timer);
    // The browser knows it has no network: wait for its `online` event rather than fail three times.
    if (!navigator.onLine) {
      setState({ sending: false, stalled: outbox.next() !== undefined });
      return;
    }
    setState({ sending: true, stalled: false });
    void run()
      .catch(retryLater)
      .then((outcome) => {
        setState({ sending: false, stalled: outcome === 'stalled' && outbox.next() !== undefined });
        if (again && !stopped) {
          again = false;
          wake();
        }
      });
  }

  const onOnline = () => {
    retryMs = FIRST_RETRY_MS;
    wake();
  };
  // Something new to send (a refusal or a landing changes nothing that needs a run).
  const onChange = () => {
    if (!state.sending && outbox.next()) wake();
  };
  let stopListening = () => undefined as void;

  return {
    start: (whenUnauthorized) => {
      onUnauthorized = whenUnauthorized;
      stopped = false;
      window.addEventListener('online', onOnline);
      const unsubscribe = outbox.subscribe(onChange);
      stopListening = () => {
        unsubscribe();
        window.removeEventListener('online', onOnline);
      };
      wake();
    },
    wake,
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      stopListening();
    },
  };
}
