import type { ErrorCode, FieldProblem } from '../shared/contract/common';

/** A failed call: `code` is what clients branch on (api.md section 7), never the message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    /** Every field problem of a 422, with dotted paths. */
    readonly errors: FieldProblem[] = [],
    readonly details: Record<string, unknown> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** api.md 1.7: 5xx and 429 are retryable, and so is the in-flight 409; other 4xx are not. */
  get retryable(): boolean {
    return (
      this.status >= 500 || this.status === 429 || this.code === 'command_in_progress' || this.code === 'network_error'
    );
  }

  /** The problem reported for one field, for showing next to it in a form. */
  problemFor(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.problem;
  }
}
