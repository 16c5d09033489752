import { createContext, useContext } from 'react';

export interface Auth {
  apiKey: string | null;
  /** Why the last session ended (a refused key), shown on the sign-in screen. */
  notice: string | null;
  signIn(apiKey: string): void;
  signOut(notice?: string): void;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
