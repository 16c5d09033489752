/** The API key lives in sessionStorage: it survives a reload but not the closing of the tab. */
const STORAGE_NAME = 'canopy.apiKey';

export function readSessionKey(): string | null {
  return window.sessionStorage.getItem(STORAGE_NAME);
}

export function saveSessionKey(key: string): void {
  window.sessionStorage.setItem(STORAGE_NAME, key);
}

export function clearSessionKey(): void {
  window.sessionStorage.removeItem(STORAGE_NAME);
}

/**
 * Takes a `#key=...` sign-in link's key off the address bar (replacing the history entry, so it is
 * neither bookmarked, shared nor reachable with Back) and returns it.
 */
export function takeKeyFromFragment(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const key = fragment.get('key')?.trim();
  if (!key) return null;
  fragment.delete('key');
  const rest = fragment.toString();
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${rest ? `#${rest}` : ''}`);
  return key;
}
