import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { plural } from '../../lib/plural';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useOutboxEntries } from '../outbox/outbox-context';

/**
 * Signing a crew's phone out, asked first: the phone forgets its key (a new sign-in link from the
 * office brings it back), and what is still waiting stays on the phone to go with the next sign-in.
 */
export function CrewSignOut() {
  const { signOut } = useAuth();
  const waiting = useOutboxEntries().filter((entry) => entry.refusal === null).length;
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" className="crew-day__corner" onClick={() => setAsking(true)}>
        Sign out
      </Button>
      {asking && (
        <Dialog title="Sign this phone out?" onClose={() => setAsking(false)}>
          <p>
            The phone forgets its key: to use Canopy on it again you need a new sign-in link from the office.
            {waiting > 0 &&
              ` ${plural(waiting, 'change')} not sent yet ${waiting === 1 ? 'stays' : 'stay'} on this phone and ${waiting === 1 ? 'goes' : 'go'} once someone signs in again.`}
          </p>
          <div className="crew-form__actions">
            <Button variant="danger" onClick={() => signOut()}>
              Sign out
            </Button>
            <Button onClick={() => setAsking(false)} data-autofocus>
              Stay signed in
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
