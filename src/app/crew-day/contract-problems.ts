import type { z } from 'zod';

/**
 * A body checked on the phone with the contract's own schema before it is kept to send: without
 * signal no server can refuse it now, and a refusal hours later would be far from the form. Each
 * problem by field, worded as the API words it.
 */
export function contractProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '(body)';
    problems[field] ??= issue.message;
  }
  return problems;
}
