import { useId, type TextareaHTMLAttributes } from 'react';
import '../ui/field.css';

interface CornersFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  error?: string | undefined;
}

/** The drawn district's corners as editable text (the ui-field look, as a textarea). */
export function CornersField({ error, ...textarea }: CornersFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        Corners
      </label>
      <textarea
        {...textarea}
        id={id}
        rows={5}
        className="ui-field__input district-map__corners"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="ui-field__hint">
        One “longitude, latitude” a line; each click on the map adds one.
      </p>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
