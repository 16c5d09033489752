import { useCallback, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { ApiError } from '../client/api-error';
import { AuthProvider } from './auth/auth-provider';
import { useAuth } from './auth/auth-context';
import { SignInPage } from './auth/components/sign-in-page';
import { readSessionKey } from './auth/session-key';
import { ApiProvider } from './lib/api-provider';
import { routes } from './routes';
import { ToastProvider } from './ui/toast-provider';
import { UpdateBanner } from './ui/update-banner';
import './ui/tokens.css';
import './ui/base.css';

export interface CanopyAppProps {
  /** Ends in /api/v1. */
  apiBaseUrl: string;
}

function SignedInRouter() {
  // Made when the session starts, from the address the user asked for (a deep link survives sign-in).
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

function Session({ apiBaseUrl }: CanopyAppProps) {
  const { apiKey, signOut } = useAuth();
  const onUnauthorized = useCallback(
    (error: ApiError) => signOut(`${error.message}. Sign in again with a valid API key.`),
    [signOut],
  );
  // Each session has its own toasts: an Undo offered to one key must not run under the next.
  const session = apiKey ?? 'signed-out';
  return (
    <ToastProvider key={session}>
      <ApiProvider key={session} baseUrl={apiBaseUrl} readKey={readSessionKey} onUnauthorized={onUnauthorized}>
        {apiKey ? <SignedInRouter /> : <SignInPage />}
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
