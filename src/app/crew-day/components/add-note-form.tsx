import { useState, type FormEvent } from 'react';
import { createNoteSchema, type Tree } from '../../../shared/contract/inventory';
import { treeName } from '../../records/tree-numbers';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { useFieldWrite } from '../api/use-field-write';
import { contractProblems } from '../contract-problems';
import { useShownInView } from '../use-shown-in-view';
import { useDictation } from '../use-dictation';

const SITE = '';
/** How much of a note its waiting line quotes. */
const NOTE_PREVIEW_CHARS = 60;

/**
 * A note about the site or one of its trees, typed or dictated (the browser's speech recognition
 * where it has one, else the keyboard's microphone). Kept on the phone and sent when there is signal.
 */
export function AddNoteForm({
  siteId,
  trees,
  numbers,
  onClose,
}: {
  siteId: string;
  trees: readonly Tree[];
  numbers: ReadonlyMap<string, number>;
  onClose: () => void;
}) {
  const [about, setAbout] = useState(SITE);
  const [transcript, setTranscript] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const add = useFieldWrite();
  const shown = useShownInView<HTMLFormElement>();
  const dictation = useDictation((phrase) =>
    setTranscript((text) => (text.trim() ? `${text.trim()} ${phrase}` : phrase)),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    dictation.stop();
    const checked = createNoteSchema.safeParse({
      transcript: transcript.trim(),
      treeId: about === SITE ? null : about,
    });
    if (!checked.success) {
      setProblems(contractProblems(checked.error));
      return;
    }
    setProblems({});
    const text = checked.data.transcript;
    add.mutate(
      {
        write: { kind: 'note', siteId, note: checked.data },
        words: `Note: “${text.length > NOTE_PREVIEW_CHARS ? `${text.slice(0, NOTE_PREVIEW_CHARS)}…` : text}”`,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <form ref={shown} className="crew-form" onSubmit={submit} noValidate aria-label="Add a note">
      <SelectField label="About" value={about} onChange={(event) => setAbout(event.target.value)}>
        <option value={SITE}>The site</option>
        {trees.map((tree) => (
          <option key={tree.id} value={tree.id}>
            Tree {numbers.get(tree.id)}: {treeName(tree)}
          </option>
        ))}
      </SelectField>
      <Field
        label="Note"
        hint={dictation.available ? undefined : 'Tap the microphone on your keyboard to dictate.'}
        error={problems.transcript ?? dictation.problem ?? undefined}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className="ui-field__input"
            value={transcript}
            onChange={(event) => setTranscript(event.target.value)}
          />
        )}
      </Field>
      {add.error instanceof Error && (
        <p className="crew-problem" role="alert">
          {add.error.message}
        </p>
      )}
      <div className="crew-form__actions">
        <Button type="submit" variant="primary" busy={add.isPending}>
          Add note
        </Button>
        {dictation.available &&
          (dictation.listening ? (
            <Button onClick={dictation.stop}>Stop dictating</Button>
          ) : (
            <Button onClick={dictation.start}>Dictate</Button>
          ))}
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </form>
  );
}
