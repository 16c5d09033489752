import type { ApiError } from '../../client/api-error';

/**
 * Why the session ended, said on the sign-in screen. A crew's phone is told what to do in its own
 * words: its key is the office's to give, and a revoked one is the usual reason.
 */
export function unauthorizedNotice(error: ApiError, crewPhone: boolean): string {
  return crewPhone
    ? 'This phone’s key no longer works: the office may have revoked it. Ask the office for a new sign-in link for your crew.'
    : `${error.message}. Sign in again with a valid API key.`;
}
