import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { AppError, ValidationError } from './app-error';
import { failure, validationFailure } from './envelope';
import { logFault } from './fault-log';

/** Hono's own refusals, raised by its validators before our handlers run, in the service's terms. */
function fromHttpException(error: HTTPException): AppError | null {
  switch (error.status) {
    // The JSON validator answers an unparsable body with a plain-text 400.
    case 400:
      return new ValidationError([{ field: '(body)', problem: 'must be a valid JSON document' }]);
    // @hono/zod-openapi's media-type gate: a body sent as anything but JSON, or with no Content-Type.
    case 415:
      return new ValidationError([{ field: 'Content-Type', problem: 'must be application/json' }]);
    default:
      return null;
  }
}

/** The single place where any thrown error becomes an envelope; faults never leak stacks or SQL. */
export function errorResponse(thrown: Error, c: Context<AppEnv>): Response {
  const error = thrown instanceof HTTPException ? (fromHttpException(thrown) ?? thrown) : thrown;
  if (error instanceof ValidationError) {
    return c.json(validationFailure(error.errors), 422);
  }
  if (error instanceof AppError) {
    return c.json(failure(error.code, error.message, error.details), error.status, error.headers);
  }
  logFault('unhandled', { method: c.req.method, path: c.req.path }, error);
  return c.json(
    failure('internal_error', 'Something went wrong on our side; retry with the same Idempotency-Key'),
    500,
  );
}
