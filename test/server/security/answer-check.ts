import type { ValidateFunction } from 'ajv';
import type { Operation } from './openapi-document';
import type { RawRequest, RawResponse } from './raw-request';

/** Statuses any operation may answer even where its document entry does not list them. */
export const ALWAYS_ALLOWED = [401, 403, 404, 405, 409, 413, 422, 429];

type ValidatorFor = (operation: Operation, status: number) => ValidateFunction | null;

/**
 * What is wrong with an answer, or null: a 5xx, a status the operation does not document, a body
 * outside the envelope, or a body its documented schema refuses; a file answer (a PDF, an image)
 * of a type its operation does not document.
 */
export function answerProblem(operation: Operation, response: RawResponse, validatorFor: ValidatorFor): string | null {
  const { status } = response;
  if (status >= 500) return `server error ${status}: ${response.text.slice(0, 300)}`;
  if (!operation.statuses.includes(status) && !ALWAYS_ALLOWED.includes(status))
    return `undocumented status ${status}: ${response.text.slice(0, 300)}`;
  if (response.contentType.startsWith('text/event-stream'))
    return status === 200 ? null : `event stream with status ${status}`;
  if (status === 200 && operation.fileTypes.length > 0)
    return operation.fileTypes.includes(response.contentType)
      ? null
      : `a file of type ${response.contentType}, documented as ${operation.fileTypes.join(' or ')}`;
  const body = response.json as Record<string, unknown> | undefined;
  if (
    !body ||
    typeof body !== 'object' ||
    typeof body.success !== 'boolean' ||
    typeof body.message !== 'string' ||
    !('data' in body)
  ) {
    return `not the envelope (${status}, ${response.contentType}): ${response.text.slice(0, 300)}`;
  }
  if (body.success !== status < 400) return `success ${String(body.success)} with status ${status}`;
  const validate = validatorFor(operation, status);
  if (validate && !validate(body))
    return `${status} body refused by its documented schema: ${JSON.stringify(validate.errors?.slice(0, 3))} body ${response.text.slice(0, 300)}`;
  return null;
}

export function describeRequest(request: RawRequest): string {
  const body =
    request.body === undefined
      ? ''
      : ` body ${request.body.slice(0, 200)}${request.body.length > 200 ? `... (${request.body.length} chars)` : ''}`;
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'Authorization')
    .map(([name, value]) => `${name}: ${value.slice(0, 60)}`)
    .join('; ');
  return `${request.method} ${request.url.slice(0, 300)} [${headers}]${body}`;
}
