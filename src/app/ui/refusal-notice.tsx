import { ApiError } from '../../client/api-error';
import { ApiErrorNotice } from './api-error-notice';
import { Notice } from './notice';

/**
 * Why the server refused an action, in its own words: a 422 on the record's state (accepting a
 * declined estimate, paying a draft invoice) carries the reason in its field problems, not in the
 * fixed "Validation failed" message.
 */
export function RefusalNotice({
  error,
  title = 'Refused',
  shownFields = [],
}: {
  error: unknown;
  title?: string;
  shownFields?: readonly string[];
}) {
  if (!error) return null;
  if (!(error instanceof ApiError) || error.status !== 422 || error.errors.length === 0)
    return <ApiErrorNotice error={error} />;
  // Problems the form shows next to its own fields are not repeated here.
  const reasons = error.errors
    .filter((problem) => !shownFields.includes(problem.field))
    .map((problem) => problem.problem);
  if (reasons.length === 0) return null;
  return (
    <Notice tone="danger" role="alert" title={title}>
      {reasons.length === 1 ? (
        reasons[0]
      ) : (
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
