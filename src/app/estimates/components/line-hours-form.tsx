import { useState, type FormEvent } from 'react';
import type { EstimateLine } from '../../../shared/contract/estimates';
import { Button } from '../../ui/button';
import { problemFor } from '../../ui/form-error-summary';
import { RefusalNotice } from '../../ui/refusal-notice';
import { TextField } from '../../ui/text-field';
import { useSetLineHours } from '../api/use-estimate-writes';
import { parseHours } from '../draft-lines';

const hoursText = (hours: number | null) => (hours === null ? '' : String(hours));

/** A draft line's hours, saved on their own: the board sizes the work by them once it is accepted. */
export function LineHoursForm({ estimateId, line }: { estimateId: string; line: EstimateLine }) {
  const [text, setText] = useState(() => hoursText(line.estimatedHours));
  const [problem, setProblem] = useState<string>();
  const save = useSetLineHours(estimateId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const hours = parseHours(text);
    setProblem('problem' in hours ? hours.problem : undefined);
    if ('hours' in hours) save.mutate({ lineId: line.id, estimatedHours: hours.hours });
  }

  return (
    <form className="line-hours" onSubmit={submit} noValidate>
      <TextField
        className="line-hours__field"
        label={`Hours, line ${line.lineNumber}`}
        labelHidden
        inputMode="decimal"
        value={text}
        error={problem ?? problemFor(save.error, 'estimatedHours')}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm" busy={save.isPending} aria-label={`Save hours of line ${line.lineNumber}`}>
        Save
      </Button>
      <RefusalNotice error={save.error} title="Hours not saved" shownFields={['estimatedHours']} />
    </form>
  );
}
