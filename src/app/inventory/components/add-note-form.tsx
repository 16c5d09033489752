import { useState, type FormEvent } from 'react';
import type { CreateNote, Tree } from '../../../shared/contract/inventory';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { problemFor } from '../../ui/form-error-summary';
import { RefusalNotice } from '../../ui/refusal-notice';
import { SelectField } from '../../ui/select-field';
import { useAddNote } from '../api/use-inventory-writes';
import { treeName } from '../../records/tree-numbers';

const SITE = '';
const EMPTY = 'Type the note first.';

/** A note typed in the office, about the site or one of its trees; it joins the dictated ones. */
export function AddNoteForm({ siteId, trees }: { siteId: string; trees: readonly Tree[] }) {
  const [about, setAbout] = useState(SITE);
  const [transcript, setTranscript] = useState('');
  const [emptyProblem, setEmptyProblem] = useState<string | undefined>();
  const add = useAddNote(siteId, trees);
  const attempt = useAttemptKey();

  function submit(event: FormEvent) {
    event.preventDefault();
    const empty = transcript.trim() === '';
    setEmptyProblem(empty ? EMPTY : undefined);
    if (empty) return;
    const body: CreateNote = { transcript: transcript.trim(), treeId: about === SITE ? null : about };
    add.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.settle();
          setTranscript('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label="Add a note">
      <RefusalNotice error={add.error} title="Note not added" shownFields={['transcript', 'treeId']} />
      <SelectField
        label="About"
        value={about}
        onChange={(event) => setAbout(event.target.value)}
        error={problemFor(add.error, 'treeId')}
      >
        <option value={SITE}>The site</option>
        {trees.map((tree, index) => (
          <option key={tree.id} value={tree.id}>
            Tree {index + 1}: {treeName(tree)}
          </option>
        ))}
      </SelectField>
      <Field label="Note" error={emptyProblem ?? problemFor(add.error, 'transcript')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className="ui-field__input"
            value={transcript}
            onChange={(event) => setTranscript(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" busy={add.isPending}>
          Add note
        </Button>
      </div>
    </form>
  );
}
