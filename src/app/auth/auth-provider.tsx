import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type Auth } from './auth-context';
import { clearSessionKey, readSessionKey, saveSessionKey, takeKeyFromFragment } from './session-key';
import { announceSignOut, askOpenTabsForKey, shareTabSession } from './tab-sessions';

function keyFromLinkOrSession(): string | null {
  const fromLink = takeKeyFromFragment();
  if (fromLink) saveSessionKey(fromLink);
  return readSessionKey();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [apiKey, setApiKey] = useState<string | null>(keyFromLinkOrSession);
  const [notice, setNotice] = useState<string | null>(null);

  const signIn = useCallback((key: string) => {
    saveSessionKey(key);
    setNotice(null);
    setApiKey(key);
  }, []);

  const signOut = useCallback((reason?: string) => {
    const key = readSessionKey();
    // The person's own sign-out ends the key's session in every tab; a refused key is found by each tab itself.
    if (reason === undefined && key) announceSignOut(key);
    clearSessionKey();
    setNotice(reason ?? null);
    setApiKey(null);
  }, []);

  useEffect(() => {
    // A tab opened without a key asks the browser's other Canopy tabs for theirs; the sign-in
    // screen shows meanwhile, and goes if one answers before the person signed in.
    if (readSessionKey() !== null) return;
    let current = true;
    void askOpenTabsForKey().then((key) => {
      if (current && key && readSessionKey() === null) signIn(key);
    });
    return () => {
      current = false;
    };
  }, [signIn]);

  useEffect(
    () =>
      shareTabSession(readSessionKey, (key) => {
        if (readSessionKey() !== key) return;
        clearSessionKey();
        setNotice('You signed out in another Canopy tab.');
        setApiKey(null);
      }),
    [],
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

  const auth = useMemo<Auth>(() => ({ apiKey, notice, signIn, signOut }), [apiKey, notice, signIn, signOut]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
