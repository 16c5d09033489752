import type { MiddlewareHandler } from 'hono';
import type { FieldProblem } from '../../shared/contract/common';
import type { AppEnv } from './app-env';
import { ValidationError } from './app-error';

const NUL = '\u0000';
const problem = 'must not contain the NUL character (\\u0000)';

/**
 * Dotted paths of the strings (and keys) in `value` that hold a NUL, as the validation hook names
 * fields. Walked with a stack of its own: a body may nest deeper than the call stack goes.
 */
function nulFields(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    const child = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.push(path || '(body)');
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push({ value: entry, path: child(index) }));
    } else if (item && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes(NUL)) found.push(child(key));
        else pending.push({ value: entry, path: child(key) });
      }
    }
  }
  return found.reverse();
}

/**
 * PostgreSQL cannot store a NUL in text, so a string holding one would fail deep in a write. Every
 * query value and every string of a JSON body is checked before the route runs: 422 naming each field.
 */
export const refuseNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fields = Object.entries(c.req.queries()).flatMap(([name, values]) =>
    name.includes(NUL) || values.some((value) => value.includes(NUL)) ? [name] : [],
  );
  if (c.req.header('Content-Type')?.toLowerCase().startsWith('application/json')) {
    // A body that is not JSON at all is the validator's to refuse (422 on `(body)`).
    const body: unknown = await c.req.json().catch(() => undefined);
    fields.push(...nulFields(body));
  }
  if (fields.length > 0) throw new ValidationError(fields.map((field): FieldProblem => ({ field, problem })));
  await next();
};
