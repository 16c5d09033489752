import { useEffect, useState, type FormEvent } from 'react';
import type { EstimateLine } from '../../../shared/contract/estimates';
import { Button } from '../../ui/button';
import { problemFor } from '../../ui/form-error-summary';
import { TextField } from '../../ui/text-field';
import type { useSetLineHours } from '../api/use-estimate-writes';
import { implausibleHoursWords, parseHours, unconfirmedHours } from '../draft-lines';
import { HoursCheck } from './hours-check';

const hoursText = (hours: number | null) => (hours === null ? '' : String(hours));

/**
 * A draft line's hours, saved on their own: the board sizes the work by them once it is accepted.
 * The write is the table's, so a refusal outlives the field (a draft accepted meanwhile loses its fields).
 * `onUnsaved` hears whether the field holds hours not yet saved (the table asks before they are left).
 */
export function LineHoursForm({
  line,
  save,
  onUnsaved,
}: {
  line: EstimateLine;
  save: ReturnType<typeof useSetLineHours>;
  onUnsaved: (lineId: string, unsaved: boolean) => void;
}) {
  const [text, setText] = useState(() => hoursText(line.estimatedHours));
  const unsaved = text.trim() !== hoursText(line.estimatedHours);
  useEffect(() => {
    onUnsaved(line.id, unsaved);
    // A saved value starts a new field (the table keys it by the stored hours): this one is gone.
    return () => onUnsaved(line.id, false);
  }, [line.id, unsaved, onUnsaved]);
  // Hours already stored were sent once: only other hours past the bound ask again.
  const [confirmedHours, setConfirmedHours] = useState(line.estimatedHours);
  const [problem, setProblem] = useState<string>();
  const saving = save.variables?.lineId === line.id;

  function submit(event: FormEvent) {
    event.preventDefault();
    const hours = parseHours(text);
    const unconfirmed = unconfirmedHours(text, confirmedHours);
    setProblem(
      'problem' in hours
        ? hours.problem
        : unconfirmed !== null
          ? implausibleHoursWords(unconfirmed).problem
          : undefined,
    );
    if ('hours' in hours && unconfirmed === null) save.mutate({ lineId: line.id, estimatedHours: hours.hours });
  }

  return (
    <form className="line-hours" onSubmit={submit} noValidate>
      <TextField
        className="line-hours__field"
        label={`Hours, line ${line.lineNumber}`}
        labelHidden
        inputMode="decimal"
        value={text}
        error={problem ?? (saving ? problemFor(save.error, 'estimatedHours') : undefined)}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        busy={saving && save.isPending}
        aria-label={`Save hours of line ${line.lineNumber}`}
      >
        Save
      </Button>
      <HoursCheck
        text={text}
        confirmedHours={confirmedHours}
        lineNumber={line.lineNumber}
        onConfirm={(confirmed) => {
          setConfirmedHours(confirmed);
          setProblem(undefined);
        }}
      />
    </form>
  );
}
