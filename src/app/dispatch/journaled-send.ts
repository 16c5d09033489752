import type { ApiClient } from '../../client/api-client';
import { ApiError } from '../../client/api-error';
import type { Notify } from '../ui/toast-context';

/** Said while the client sends a write again after the network dropped it. */
export const RETRYING_TITLE = 'Not saved yet, trying again';
/** Said when every try failed for the network. */
export const UNREACHABLE_TITLE = 'Could not reach the server; nothing was changed';

export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 'network_error';

/**
 * Says once, in plain words, that the client sends the write with `idempotencyKey` again after the
 * network dropped it (the client's retries reuse the key); answers the function that stops watching.
 */
export function sayRetries(api: ApiClient, notify: Notify, idempotencyKey: string): () => void {
  let said = false;
  return api.watchRetries(idempotencyKey, () => {
    if (said) return;
    said = true;
    notify({ tone: 'warning', title: RETRYING_TITLE, body: 'The connection dropped; Canopy is sending it again.' });
  });
}

/** A journaled write's answer and the action it recorded (null when it changed nothing). */
export interface Journaled<Result> {
  result: Result;
  actionId: string | null;
}

/**
 * Sends one user action's write with its one Idempotency-Key, which the client reuses for its
 * retries (bounded backoff); a dropped connection is said once, in plain words, while it retries.
 * Answers the `Action-Id` the answer carried, which POST /schedule/actions/{actionId}/undo takes back.
 */
export async function sendJournaled<Result>(
  api: ApiClient,
  notify: Notify,
  call: (idempotencyKey: string) => Promise<Result>,
): Promise<Journaled<Result>> {
  const idempotencyKey = crypto.randomUUID();
  const stopWatching = sayRetries(api, notify, idempotencyKey);
  try {
    const result = await call(idempotencyKey);
    return { result, actionId: api.actionIdOf(idempotencyKey) };
  } finally {
    stopWatching();
  }
}
