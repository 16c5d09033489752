/*
 * The key is kept per tab (sessionStorage), never on disk. A tab opened while another Canopy tab of
 * the browser is signed in asks it for its key over a BroadcastChannel, which only pages of the same
 * origin share: an estimate opened in a new tab does not ask for the key again. Signing out in one
 * tab signs out every tab holding that key.
 */
export const TAB_SESSIONS_CHANNEL = 'canopy.session';
/** How long a new tab listens for a signed-in tab's answer. */
export const ASK_OPEN_TABS_MS = 300;

type TabMessage = { kind: 'ask' } | { kind: 'key'; key: string } | { kind: 'signed-out'; key: string };

const channelAvailable = () => typeof BroadcastChannel !== 'undefined';

/** The key of a signed-in tab of this browser, or null when none answers in `waitMs`. */
export function askOpenTabsForKey(waitMs = ASK_OPEN_TABS_MS): Promise<string | null> {
  if (!channelAvailable()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(TAB_SESSIONS_CHANNEL);
    const finish = (key: string | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(key);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data.kind === 'key') finish(event.data.key);
    };
    channel.postMessage({ kind: 'ask' } satisfies TabMessage);
  });
}

/**
 * Answers a new tab's ask with this tab's key (`readKey`, while it has one), and calls
 * `onSignedOutElsewhere` with the key another tab signed out of. Returns how to stop.
 */
export function shareTabSession(readKey: () => string | null, onSignedOutElsewhere: (key: string) => void): () => void {
  if (!channelAvailable()) return () => undefined;
  const channel = new BroadcastChannel(TAB_SESSIONS_CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    const key = readKey();
    if (message.kind === 'ask' && key) channel.postMessage({ kind: 'key', key } satisfies TabMessage);
    if (message.kind === 'signed-out') onSignedOutElsewhere(message.key);
  };
  return () => channel.close();
}

/** Tells the other tabs that the person signed out of `key`. */
export function announceSignOut(key: string): void {
  if (!channelAvailable()) return;
  const channel = new BroadcastChannel(TAB_SESSIONS_CHANNEL);
  channel.postMessage({ kind: 'signed-out', key } satisfies TabMessage);
  channel.close();
}
