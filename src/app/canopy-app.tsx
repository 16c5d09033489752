import { lazy, Suspense, useCallback } from 'react';
import type { ApiError } from '../client/api-error';
import { AuthProvider } from './auth/auth-provider';
import { useAuth } from './auth/auth-context';
import { RecognizeKey } from './auth/components/recognize-key';
import { SignInPage } from './auth/components/sign-in-page';
import { readSessionKey } from './auth/session-key';
import { unauthorizedNotice } from './auth/unauthorized-notice';
import { ApiProvider } from './lib/api-provider';
import { Loading } from './ui/loading';
import { ToastProvider } from './ui/toast-provider';
import { UpdateBanner } from './ui/update-banner';
import './ui/tokens.css';
import './ui/base.css';

export interface CanopyAppProps {
  /** Ends in /api/v1. */
  apiBaseUrl: string;
}

// Each kind of session loads only its own screens: a phone on a mobile network skips the office's.
const OfficeApp = lazy(() => import('./office-app'));
const CrewApp = lazy(() => import('./crew-app'));

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
          <Suspense fallback={<Loading label="Opening Canopy" />}>{crewPhone ? <CrewApp /> : <OfficeApp />}</Suspense>
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
