import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { FieldProblem } from '../../shared/contract/common';
import type { AppEnv } from './app-env';
import { ValidationError } from './app-error';

const headerNames: Record<string, string> = { 'idempotency-key': 'Idempotency-Key' };

function fieldName(path: readonly PropertyKey[], target: string): string {
  const dotted = path.map(String).join('.');
  return target === 'header' ? (headerNames[dotted.toLowerCase()] ?? dotted) : dotted || '(body)';
}

/**
 * Every zod issue becomes `{field, problem}`: dotted body paths, query names, header names. An
 * unknown key of a strict object is reported on that key's own path, so the client sees which one.
 */
export function toFieldProblems(error: ZodError, target: string): FieldProblem[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: fieldName([...issue.path, key], target), problem: 'is not a known field' }))
      : [{ field: fieldName(issue.path, target), problem: issue.message }],
  );
}

/** @hono/zod-openapi hook: all problems of a request at once as 422 `validation_failed`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the library types the hook with any
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (!result.success) throw new ValidationError(toFieldProblems(result.error, result.target));
};
