import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldChrome } from './field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldChrome {}

/** A labelled select whose error is announced with it, like TextField. */
export function SelectField({ label, error, hint, className, required, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(control) => (
        <select {...select} {...control} className="ui-field__input">
          {children}
        </select>
      )}
    </Field>
  );
}
