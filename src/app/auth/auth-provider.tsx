import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type Auth } from './auth-context';
import { clearSessionKey, readSessionKey, saveSessionKey, takeKeyFromFragment } from './session-key';

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
    clearSessionKey();
    setNotice(reason ?? null);
    setApiKey(null);
  }, []);

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
