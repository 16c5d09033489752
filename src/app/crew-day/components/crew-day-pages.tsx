import { useCallback } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { ApiError } from '../../../client/api-error';
import { daySchema, uuidSchema } from '../../../shared/contract/common';
import { useAuth } from '../../auth/auth-context';
import { useChangeFeed } from '../../live/use-change-feed';
import { unauthorizedNotice } from '../../auth/unauthorized-notice';
import { OutboxProvider } from '../outbox/outbox-provider';
import { crewDayPath, ownDayPath } from '../../dispatch/crew-day-paths';
import { CrewDayScreen } from './crew-day-screen';
import { CrewSignOut } from './crew-sign-out';

function useSignOutOnRefusedKey(crewPhone: boolean) {
  const { signOut } = useAuth();
  return useCallback((error: ApiError) => signOut(unauthorizedNotice(error, crewPhone)), [signOut, crewPhone]);
}

/** `/crew` and `/crew/:date` on a crew's phone: the day of the crew its key is bound to. */
export function OwnCrewDayPage() {
  const { crewId } = useAuth();
  const { date } = useParams();
  const onUnauthorized = useSignOutOnRefusedKey(true);
  if (!crewId) return <Navigate to="/" replace />;
  if (date !== undefined && !daySchema.safeParse(date).success) return <Navigate to="/crew" replace />;
  return (
    <OutboxProvider onUnauthorized={onUnauthorized}>
      <CrewDayScreen crewId={crewId} date={date} pathOfDay={ownDayPath} corner={<CrewSignOut />} />
    </OutboxProvider>
  );
}

/** `/crews/:crewId/day/:date` for the office: any crew's day as its phone shows it, opened from the board. */
export function OfficeCrewDayPage() {
  const { crewId = '', date = '' } = useParams();
  const onUnauthorized = useSignOutOnRefusedKey(false);
  // The office sees the crew's marks as they land (a crew's phone does not keep a feed open: its battery).
  useChangeFeed();
  if (!uuidSchema.safeParse(crewId).success || !daySchema.safeParse(date).success)
    return <Navigate to="/board" replace />;
  return (
    <OutboxProvider onUnauthorized={onUnauthorized}>
      <CrewDayScreen
        crewId={crewId}
        date={date}
        pathOfDay={(day) => crewDayPath(crewId, day)}
        corner={
          <Link className="crew-day__corner" to="/board">
            Board
          </Link>
        }
      />
    </OutboxProvider>
  );
}
