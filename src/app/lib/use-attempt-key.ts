import { useMemo, useRef } from 'react';

export interface AttemptKey {
  /** The Idempotency-Key for sending `request`: the same as last time while the request is unchanged, a new one once it differs. */
  keyFor: (request: unknown) => string;
  /** The attempt got its answer: whatever is sent next (even the same again, say a second equal payment) is a new attempt. */
  settle: () => void;
}

/**
 * One Idempotency-Key per attempt at a write (api.md 1.5): sending the same request again after a
 * lost answer reuses the key, so the server replays instead of creating a second record; a changed
 * request gets a new key, never the old one for a different body.
 */
export function useAttemptKey(): AttemptKey {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor: (request) => {
        const fingerprint = JSON.stringify(request);
        if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: crypto.randomUUID() };
        return last.current.key;
      },
      settle: () => {
        last.current = null;
      },
    }),
    [],
  );
}
