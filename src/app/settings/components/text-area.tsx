import type { ReactNode } from 'react';
import { Field } from '../../ui/field';

/** A labelled multi-line text of the Settings forms, its problem announced with it. */
export function TextArea({
  label,
  hint,
  error,
  rows,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className="ui-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
