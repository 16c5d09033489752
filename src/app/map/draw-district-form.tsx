import { useState, type FormEvent } from 'react';
import type { District } from '../../shared/contract/districts';
import { Button } from '../ui/button';
import { FormErrorSummary, problemFor } from '../ui/form-error-summary';
import { TextField } from '../ui/text-field';
import { useCreateDistrict } from './api/district-queries';
import { parseCorners } from './boundary-text';
import { CornersField } from './corners-field';

export interface DrawDistrictFormProps {
  cornersText: string;
  onCornersTextChange: (text: string) => void;
  onCreated: (district: District) => void;
  onCancel: () => void;
}

/** Names the district being drawn and saves it; the API's refusals (422 shape, 409 name) are shown where they apply. */
export function DrawDistrictForm({ cornersText, onCornersTextChange, onCreated, onCancel }: DrawDistrictFormProps) {
  const [name, setName] = useState('');
  const [localProblem, setLocalProblem] = useState<string | undefined>();
  const create = useCreateDistrict();
  const parsed = parseCorners(cornersText);
  const cornerCount = parsed.ok ? parsed.corners.length : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.ok) {
      setLocalProblem(`line ${parsed.line} is not “longitude, latitude”`);
      return;
    }
    setLocalProblem(undefined);
    create.mutate({ name, boundary: parsed.corners }, { onSuccess: onCreated });
  }

  const lines = cornersText.split('\n');
  const undoLast = () => onCornersTextChange(lines.slice(0, Math.max(0, lines.length - 1)).join('\n'));

  return (
    <form className="district-map__form" aria-label="New district" onSubmit={submit} noValidate>
      <p className="district-map__hint" aria-live="polite">
        Click the map to add corners{cornerCount === null ? '.' : ` (${cornerCount} so far; at least 3).`}
      </p>
      <FormErrorSummary error={create.error} shownFields={['name', 'boundary']} />
      <TextField
        label="District name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={problemFor(create.error, 'name')}
      />
      <CornersField
        value={cornersText}
        onChange={(event) => onCornersTextChange(event.target.value)}
        error={localProblem ?? problemFor(create.error, 'boundary')}
      />
      <div className="district-map__actions">
        <Button type="submit" variant="primary" busy={create.isPending}>
          Save district
        </Button>
        <Button onClick={undoLast} disabled={cornersText.trim() === ''}>
          Undo last corner
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
