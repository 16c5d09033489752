import type { TextareaHTMLAttributes } from 'react';
import { Field } from '../ui/field';

interface CornersFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  error?: string | undefined;
}

/** The drawn district's corners as editable text (the ui-field look, as a textarea). */
export function CornersField({ error, ...textarea }: CornersFieldProps) {
  return (
    <Field label="Corners" error={error} hint="One “longitude, latitude” a line; each click on the map adds one.">
      {(control) => <textarea {...textarea} {...control} rows={5} className="ui-field__input district-map__corners" />}
    </Field>
  );
}
