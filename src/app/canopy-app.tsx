import { useCallback, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ApiError } from '../client/api-error';
import { AuthProvider } from './auth/auth-provider';
import { useAuth } from './auth/auth-context';
import { RecognizeKey } from './auth/components/recognize-key';
import { SignInPage } from './auth/components/sign-in-page';
import { readSessionKey } from './auth/session-key';
import { unauthorizedNotice } from './auth/unauthorized-notice';
import { ApiProvider } from './lib/api-provider';
import { crewRoutes, routes } from './routes';
import { ToastProvider } from './ui/toast-provider';
import { UpdateBanner } from './ui/update-banner';
import './ui/tokens.css';
import './ui/base.css';

export interface CanopyAppProps {
  /** Ends in /api/v1. */
  apiBaseUrl: string;
}

function SignedInRouter({ routes }: { routes: RouteObject[] }) {
  // Made when the session starts, from the address the user asked for (a deep link survives sign-in).
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

function Session({ apiBaseUrl }: CanopyAppProps) {
  const { apiKey, crewId, signOut } = useAuth();
  const crewPhone = typeof crewId === 'string';
  const onUnauthorized = useCallback(
    (error: ApiError) => signOut(unauthorizedNotice(error, crewPhone)),
    [signOut, crewPhone],
  );
  // Each session has its own toasts: an Undo offered to one key must not run under the next.
  const session = apiKey ?? 'signed-out';
  // And its own cache, made again once the server says what the key is: a crew phone's is kept on disk.
  const kind = crewId === undefined ? 'unknown' : (crewId ?? 'office');
  return (
    <ToastProvider key={session}>
      <ApiProvider
        key={`${session}:${kind}`}
        baseUrl={apiBaseUrl}
        readKey={readSessionKey}
        onUnauthorized={onUnauthorized}
        persistReads={crewPhone}
      >
        {!apiKey ? (
          <SignInPage />
        ) : crewId === undefined ? (
          <RecognizeKey />
        ) : (
          <SignedInRouter routes={crewPhone ? crewRoutes : routes} />
        )}
      </ApiProvider>
    </ToastProvider>
  );
}

/** The whole SPA: sign-in gate, API session, and the screens. */
export function CanopyApp({ apiBaseUrl }: CanopyAppProps) {
  return (
    <AuthProvider>
      <Session apiBaseUrl={apiBaseUrl} />
      <UpdateBanner />
    </AuthProvider>
  );
}
