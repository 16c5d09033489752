import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { FormErrorSummary, problemFor } from '../ui/form-error-summary';
import { TextField } from '../ui/text-field';
import type { LngLat } from '../map-kit/maplibre-setup';
import { parseCorners } from './boundary-text';
import { CornersField } from './corners-field';

export interface DistrictFormProps {
  label: string;
  /** What the map lets the user do, given how many corners the text holds (null while a line is unreadable). */
  hint: (cornerCount: number | null) => string;
  initialName?: string;
  cornersText: string;
  onCornersTextChange: (text: string) => void;
  submitLabel: string;
  /** The write the form sends: its refusals (422 per field, 409 on the name) are shown where they apply. */
  write: { error: unknown; isPending: boolean };
  onSubmit: (name: string, corners: LngLat[]) => void;
  onCancel: () => void;
  /** Further actions beside Save and Cancel. */
  children?: ReactNode;
}

/** A district's name and corners, as drawn on the map or typed; shared by drawing a new one and editing one. */
export function DistrictForm(props: DistrictFormProps) {
  const { cornersText, onCornersTextChange, write } = props;
  const [name, setName] = useState(props.initialName ?? '');
  const [localProblem, setLocalProblem] = useState<string | undefined>();
  const parsed = parseCorners(cornersText);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.ok) {
      setLocalProblem(`line ${parsed.line} is not “longitude, latitude”`);
      return;
    }
    setLocalProblem(undefined);
    props.onSubmit(name, parsed.corners);
  }

  const lines = cornersText.split('\n');
  const undoLast = () => onCornersTextChange(lines.slice(0, Math.max(0, lines.length - 1)).join('\n'));

  return (
    <form className="district-map__form" aria-label={props.label} onSubmit={submit} noValidate>
      <p className="district-map__hint" aria-live="polite">
        {props.hint(parsed.ok ? parsed.corners.length : null)}
      </p>
      <FormErrorSummary error={write.error} shownFields={['name', 'boundary']} />
      <TextField
        label="District name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={problemFor(write.error, 'name')}
      />
      <CornersField
        value={cornersText}
        onChange={(event) => onCornersTextChange(event.target.value)}
        error={localProblem ?? problemFor(write.error, 'boundary')}
      />
      <div className="district-map__actions">
        <Button type="submit" variant="primary" busy={write.isPending}>
          {props.submitLabel}
        </Button>
        <Button onClick={undoLast} disabled={cornersText.trim() === ''}>
          Undo last corner
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
        {props.children}
      </div>
    </form>
  );
}
