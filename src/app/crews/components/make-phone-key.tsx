import { useState, type FormEvent } from 'react';
import type { Crew } from '../../../shared/contract/crews';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { problemFor } from '../../ui/form-error-summary';
import { RefusalNotice } from '../../ui/refusal-notice';
import { TextField } from '../../ui/text-field';
import { keyName, useMakePhoneKey } from '../api/use-key-writes';
import { SignInLink } from './sign-in-link';

/**
 * Makes a key for one of the crew's phones and shows its sign-in link and code, once: the key is
 * stored hashed, so closing the dialog is the last time anyone sees it.
 */
export function MakePhoneKey({ crew, onClose }: { crew: Crew; onClose: () => void }) {
  const [name, setName] = useState(`${crew.name} phone`);
  const make = useMakePhoneKey(crew);
  const attempt = useAttemptKey();
  const made = make.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name: name.trim() };
    make.mutate({ ...body, idempotencyKey: attempt.keyFor(body) }, { onSuccess: () => attempt.settle() });
  }

  return (
    <Dialog title={`A phone key for ${crew.name}`} onClose={onClose}>
      {made?.key ? (
        <SignInLink apiKey={made.key} name={keyName(made)} crewName={crew.name} onDone={onClose} />
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p>
            The key opens {crew.name}’s days on one phone, from a week back to two weeks ahead: the stops, their work
            and sites. It marks work done and adds trees, photos and notes there, nothing else.
          </p>
          <RefusalNotice error={make.error} title="Key not made" shownFields={['name']} />
          <TextField
            label="Name"
            hint="Which phone it is for, so it can be told apart when revoking."
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problemFor(make.error, 'name')}
            data-autofocus
          />
          <div>
            <Button type="submit" variant="primary" busy={make.isPending}>
              Make the key
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
