import { useId, type ReactNode } from 'react';
import './field.css';

export interface FieldChrome {
  label: string;
  /** The problem to show under the field (from a 422 or a check before sending). */
  error?: string | undefined;
  /** Advice under the field that does not stop the form: the value may still be sent as it is. */
  warning?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  /** Read by assistive technology only, where a column header already says it to the eye. */
  labelHidden?: boolean | undefined;
}

/** What the control inside a Field spreads onto itself: its id and the aria wiring to hint and error. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control whose hint, warning and error are announced with it (aria-invalid for an
 * error only, aria-describedby for all three). Every input, select and textarea of the SPA goes through it.
 */
export function Field({
  label,
  error,
  warning,
  hint,
  required,
  className,
  labelHidden,
  children,
}: FieldChrome & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, warningId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'ui-field__label'}>
        {label}
        {required && <span className="ui-field__required"> (required)</span>}
      </label>
      {children(control)}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {warning && (
        <p id={warningId} className="ui-field__warning">
          {warning}
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
