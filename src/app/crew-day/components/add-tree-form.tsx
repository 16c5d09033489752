import { useState, type FormEvent } from 'react';
import { createTreeSchema, healthConditions, type Tree } from '../../../shared/contract/inventory';
import { fitPhoto, MAX_PHOTO_BYTES } from '../../lib/fit-photo';
import { parseOptionalNumber } from '../../lib/parse-number';
import { treeSummary } from '../../records/tree-numbers';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useFieldWrite } from '../api/use-field-write';
import { contractProblems } from '../contract-problems';
import { useShownInView } from '../use-shown-in-view';

const TOO_LARGE =
  'This photo is larger than the server accepts, even made smaller here. Take it again at a lower resolution.';

/**
 * A tree found on site: its species, DBH, condition and a photo from the phone's camera (made
 * smaller first, as the office's upload does). Kept on the phone and sent when there is signal;
 * it joins the site's inventory the office sees.
 */
export function AddTreeForm({ siteId, onClose }: { siteId: string; onClose: () => void }) {
  const [species, setSpecies] = useState('');
  const [dbh, setDbh] = useState('');
  const [condition, setCondition] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const add = useFieldWrite();
  const shown = useShownInView<HTMLFormElement>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const dbhInches = parseOptionalNumber(dbh);
    if (dbhInches === 'invalid') {
      setProblems({ dbhInches: 'Type a number of inches.' });
      return;
    }
    const checked = createTreeSchema.safeParse({
      commonName: species.trim() || null,
      dbhInches,
      healthCondition: condition || null,
    });
    if (!checked.success) {
      setProblems(contractProblems(checked.error));
      return;
    }
    const image = photo ? await fitPhoto(photo) : null;
    if (image && image.size > MAX_PHOTO_BYTES) {
      setProblems({ photo: TOO_LARGE });
      return;
    }
    setProblems({});
    const tree = checked.data;
    const named = treeSummary({
      commonName: tree.commonName ?? null,
      scientificName: tree.scientificName ?? null,
      dbhInches: tree.dbhInches ?? null,
    });
    add.mutate(
      {
        write: { kind: 'tree', siteId, tree, photo: image && { image, category: 'primary' } },
        words: `Tree: ${named}${image ? ', with a photo' : ''}`,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <form ref={shown} className="crew-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a tree">
      <TextField
        label="Species"
        hint="The common name, e.g. Bigleaf maple. Leave blank if unknown."
        value={species}
        onChange={(event) => setSpecies(event.target.value)}
        error={problems.commonName}
        autoComplete="off"
      />
      <TextField
        label="DBH (inches)"
        inputMode="decimal"
        value={dbh}
        onChange={(event) => setDbh(event.target.value)}
        error={problems.dbhInches}
      />
      <SelectField
        label="Condition"
        value={condition}
        onChange={(event) => setCondition(event.target.value)}
        error={problems.healthCondition}
      >
        <option value="">Not assessed</option>
        {healthConditions.map((health) => (
          <option key={health} value={health satisfies NonNullable<Tree['healthCondition']>}>
            {health}
          </option>
        ))}
      </SelectField>
      <Field label="Photo" hint="Opens the camera." error={problems.photo}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            capture="environment"
            className="crew-form__file"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
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
          Add tree
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </form>
  );
}
