import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { forgetPersistedReads } from '../lib/persisted-reads';
import { AuthContext, type Auth } from './auth-context';
import {
  clearSessionKey,
  readSessionCrew,
  readSessionKey,
  recordSessionCrew,
  saveSessionKey,
  takeKeyFromFragment,
} from './session-key';
import { announceSignOut, askOpenTabsForKey, shareTabSession } from './tab-sessions';

interface Session {
  apiKey: string | null;
  crewId: string | null | undefined;
}

function sessionFromLinkOrStorage(): Session {
  const fromLink = takeKeyFromFragment();
  if (fromLink) saveSessionKey(fromLink);
  return { apiKey: readSessionKey(), crewId: readSessionCrew() };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(sessionFromLinkOrStorage);
  const [notice, setNotice] = useState<string | null>(null);
  // The key this tab runs on, for telling whether another tab's sign-out is about it.
  const current = useRef(session.apiKey);
  useEffect(() => {
    current.current = session.apiKey;
  }, [session.apiKey]);

  const signIn = useCallback((key: string) => {
    saveSessionKey(key);
    setNotice(null);
    setSession({ apiKey: key, crewId: undefined });
  }, []);

  const recognize = useCallback((crewId: string | null) => {
    recordSessionCrew(crewId);
    setSession((previous) => ({ ...previous, crewId }));
  }, []);

  const end = useCallback((reason: string | null) => {
    const key = readSessionKey();
    // A crew phone's kept answers go with its key.
    if (key) void forgetPersistedReads(key);
    clearSessionKey();
    setNotice(reason);
    setSession({ apiKey: null, crewId: undefined });
  }, []);

  const signOut = useCallback(
    (reason?: string) => {
      const key = readSessionKey();
      // The person's own sign-out ends the key's session in every tab; a refused key is found by each tab itself.
      if (reason === undefined && key) announceSignOut(key);
      end(reason ?? null);
    },
    [end],
  );

  useEffect(() => {
    // A tab opened without a key asks the browser's other Canopy tabs for theirs; the sign-in
    // screen shows meanwhile, and goes if one answers before the person signed in.
    if (readSessionKey() !== null) return;
    let active = true;
    void askOpenTabsForKey().then((key) => {
      if (active && key && readSessionKey() === null) signIn(key);
    });
    return () => {
      active = false;
    };
  }, [signIn]);

  useEffect(
    () =>
      shareTabSession(readSessionKey, (key) => {
        if (current.current !== key) return;
        end('You signed out in another Canopy tab.');
      }),
    [end],
  );

  useEffect(() => {
    // A sign-in link opened in a tab that is already running changes only the fragment.
    const onHashChange = () => {
      const key = takeKeyFromFragment();
      if (key) signIn(key);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [signIn]);

  const auth = useMemo<Auth>(
    () => ({ ...session, notice, signIn, recognize, signOut }),
    [session, notice, signIn, recognize, signOut],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
