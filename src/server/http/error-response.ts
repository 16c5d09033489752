import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { AppError, ValidationError } from './app-error';
import { failure, validationFailure } from './envelope';

/** The single place where any thrown error becomes an envelope; faults never leak stacks or SQL. */
export function errorResponse(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ValidationError) {
    return c.json(validationFailure(error.errors), 422);
  }
  if (error instanceof AppError) {
    return c.json(failure(error.code, error.message, error.details), error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return c.json(failure('payload_too_large', 'The request body is too large'), 413);
    // Hono's validator answers an unparsable JSON body with a plain-text 400.
    if (error.status === 400) {
      return c.json(validationFailure([{ field: '(body)', problem: 'must be a valid JSON document' }]), 422);
    }
  }
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled', method: c.req.method, path: c.req.path, error: String(error) }));
  return c.json(failure('internal_error', 'Something went wrong on our side; retry with the same Idempotency-Key'), 500);
}

