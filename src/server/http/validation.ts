import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { FieldProblem } from '../../shared/contract/common';
import type { AppEnv } from './app-env';
import { ValidationError } from './app-error';

const headerNames: Record<string, string> = { 'idempotency-key': 'Idempotency-Key' };

/** Every zod issue becomes one `{field, problem}`: dotted body paths, query names, header names. */
export function toFieldProblems(error: ZodError, target: string): FieldProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = target === 'header' ? (headerNames[path.toLowerCase()] ?? path) : path || '(body)';
    return { field, problem: issue.message };
  });
}

/** @hono/zod-openapi hook: all problems of a request at once as 422 `validation_failed`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the library types the hook with any
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (!result.success) throw new ValidationError(toFieldProblems(result.error, result.target));
};
