import type { ApiError } from '../../../client/api-error';
import type { FieldWrite } from './field-writes';

const what = (write: FieldWrite) =>
  ({ line: 'This mark', stop: 'This “all done”', tree: 'This tree', note: 'This note' })[write.kind];

/**
 * Why the server refused a write from the outbox, in words a crew reads on a phone: never a code,
 * an id or a schema message. It stays on the stop until dismissed.
 */
export function refusalWords(write: FieldWrite, error: ApiError): string {
  const subject = what(write);
  if (error.status === 404)
    return write.kind === 'line' || write.kind === 'stop'
      ? `${subject} was not saved: the office took this job off your crew’s days.`
      : `${subject} was not saved: this site is no longer on your crew’s days.`;
  if (error.status === 403)
    return `${subject} was not saved: this phone’s key may not make this change. Ask the office.`;
  if (error.status === 413) return `${subject} was not saved: its photo is larger than the server accepts.`;
  if (error.status === 422 && error.errors.length > 0)
    return `${subject} was not saved: ${error.errors.map((problem) => problem.problem).join('; ')}.`;
  return `${subject} was not saved: ${error.message}.`;
}
