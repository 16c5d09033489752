import type { InputHTMLAttributes } from 'react';
import { Field, type FieldChrome } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldChrome {}

/** A labelled input whose error is announced with it. */
export function TextField({ label, error, warning, hint, className, required, labelHidden, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      warning={warning}
      hint={hint}
      className={className}
      required={required}
      labelHidden={labelHidden}
    >
      {(control) => <input {...input} {...control} className="ui-field__input" />}
    </Field>
  );
}
