import { useMutation } from '@tanstack/react-query';

/**
 * A read started by a click whose answer goes to the browser, not to a screen (a download, a print):
 * React Query models it as a mutation, with its pending state and error for the button. It changes
 * nothing on the server, so it is no `useWrite`; the one place besides that recipe that may use
 * `useMutation` (test/eslint.config.js).
 */
export function useClickRead<Result>(read: () => Promise<Result>, handOver: (result: Result) => void) {
  return useMutation({ mutationFn: read, onSuccess: handOver });
}
