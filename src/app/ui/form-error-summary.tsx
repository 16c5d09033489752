import { ApiError } from '../../client/api-error';
import { problemSentences } from '../lib/problem-sentences';
import { ApiErrorNotice } from './api-error-notice';
import { Notice } from './notice';

/**
 * The part of a failed submit that the form's fields do not show themselves: a request that was
 * refused outright, or 422 problems about fields the form has no input for.
 */
export function FormErrorSummary({ error, shownFields }: { error: unknown; shownFields: readonly string[] }) {
  if (!error) return null;
  if (!(error instanceof ApiError) || error.status !== 422) return <ApiErrorNotice error={error} />;
  const elsewhere = error.errors.filter((problem) => !shownFields.includes(problem.field));
  return (
    <Notice tone="danger" role="alert" title="Some details were not accepted">
      {elsewhere.length === 0 ? (
        'Each field marked says what to correct.'
      ) : (
        <ul>
          {elsewhere.map((problem) => (
            <li key={problem.field}>{problemSentences([problem])}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}

/** The problem a failed submit reported for one field, if any. */
export function problemFor(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.problemFor(field) : undefined;
}
