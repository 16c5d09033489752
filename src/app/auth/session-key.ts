/**
 * An office key lives in sessionStorage: it survives a reload but not the closing of the tab. A
 * crew key (bound to one crew, for a crew's phone) is kept in localStorage with its crew, so the
 * phone stays signed in across restarts and opens the crew's day without signal; the office can
 * revoke it at once from the Crews screen (docs/decisions/spa.md "A crew's phone stays signed in").
 */
const STORAGE_NAME = 'canopy.apiKey';
/** What kind the tab's key turned out to be, once the server said: `office`. */
const KIND_NAME = 'canopy.apiKeyKind';
const CREW_KEY_NAME = 'canopy.crewKey';

export interface KeptCrewKey {
  key: string;
  crewId: string;
}

function readKeptCrewKey(): KeptCrewKey | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(CREW_KEY_NAME) ?? 'null') as Partial<KeptCrewKey> | null;
    return typeof kept?.key === 'string' && typeof kept.crewId === 'string'
      ? { key: kept.key, crewId: kept.crewId }
      : null;
  } catch {
    return null;
  }
}

/** The signed-in key: the tab's, else the crew key kept on this device. */
export function readSessionKey(): string | null {
  return window.sessionStorage.getItem(STORAGE_NAME) ?? readKeptCrewKey()?.key ?? null;
}

/**
 * The crew the signed-in key is bound to: a crew id, null for an office key, undefined while the
 * server has not said (a key just pasted or opened from a link).
 */
export function readSessionCrew(): string | null | undefined {
  const key = window.sessionStorage.getItem(STORAGE_NAME);
  if (key === null) return readKeptCrewKey()?.crewId;
  return window.sessionStorage.getItem(KIND_NAME) === 'office' ? null : undefined;
}

export function saveSessionKey(key: string): void {
  window.sessionStorage.setItem(STORAGE_NAME, key);
  window.sessionStorage.removeItem(KIND_NAME);
}

/** The server said which crew the tab's key is bound to: a crew key moves to the device's storage. */
export function recordSessionCrew(crewId: string | null): void {
  const key = window.sessionStorage.getItem(STORAGE_NAME);
  if (key === null) return;
  if (crewId === null) {
    window.sessionStorage.setItem(KIND_NAME, 'office');
    return;
  }
  window.localStorage.setItem(CREW_KEY_NAME, JSON.stringify({ key, crewId } satisfies KeptCrewKey));
  window.sessionStorage.removeItem(STORAGE_NAME);
  window.sessionStorage.removeItem(KIND_NAME);
}

export function clearSessionKey(): void {
  window.sessionStorage.removeItem(STORAGE_NAME);
  window.sessionStorage.removeItem(KIND_NAME);
  window.localStorage.removeItem(CREW_KEY_NAME);
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
