import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { useAuth } from '../auth-context';
import './sign-in-page.css';

/**
 * Asks the server what the key just signed in with is (GET /session): a crew's key opens the crew's
 * day and stays on the phone, an office key opens the office and stays in the tab. Once per key.
 */
export function RecognizeKey() {
  const api = useApi();
  const { recognize, signOut } = useAuth();
  const session = useQuery({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => api.get('/session', { signal }),
  });
  const crewId = session.data?.crewId;
  useEffect(() => {
    if (crewId !== undefined) recognize(crewId);
  }, [crewId, recognize]);

  return (
    <main className="sign-in">
      <div className="sign-in__card">
        {session.isError ? (
          <>
            <ApiErrorNotice error={session.error} />
            <Button variant="primary" onClick={() => void session.refetch()}>
              Try again
            </Button>
            <Button onClick={() => signOut()}>Sign in with another key</Button>
          </>
        ) : (
          <Loading label="Signing in" />
        )}
      </div>
    </main>
  );
}
