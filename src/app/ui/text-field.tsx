import { useId, type InputHTMLAttributes } from 'react';
import './field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The problem to show under the field (from a 422 or a check before sending). */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function TextField({ label, error, hint, className, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required && <span className="ui-field__required"> (required)</span>}
      </label>
      <input
        {...input}
        id={id}
        required={required}
        className="ui-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
