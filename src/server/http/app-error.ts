import type { ErrorCode, FieldProblem } from '../../shared/contract/common';

/** The one error type of the service; `http/error-response.ts` turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500 | 503,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(readonly errors: FieldProblem[]) {
    super('validation_failed', 422, 'Validation failed');
    this.name = 'ValidationError';
  }
}

export const notFound = (what: string) => new AppError('not_found', 404, `${what} was not found`);

export const conflict = (message: string, details: Record<string, unknown> = {}) =>
  new AppError('conflict', 409, message, details);

export const invalid = (field: string, problem: string) => new ValidationError([{ field, problem }]);
