import { createContext, useContext } from 'react';

export interface Auth {
  apiKey: string | null;
  /**
   * The crew the key is bound to (a crew's phone): its id, null for an office key, undefined until
   * the server has said (once per key: then it is kept with the key).
   */
  crewId: string | null | undefined;
  /** Why the last session ended (a refused key), shown on the sign-in screen. */
  notice: string | null;
  signIn(apiKey: string): void;
  /** The server said which crew the key is bound to (GET /session). */
  recognize(crewId: string | null): void;
  signOut(notice?: string): void;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
