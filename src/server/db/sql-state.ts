import { DrizzleQueryError } from 'drizzle-orm';

/** What the database driver threw, out of drizzle's wrapper (which keeps the driver's error as its cause). */
export const driverErrorOf = (error: unknown): unknown => (error instanceof DrizzleQueryError ? error.cause : error);

/** PostgreSQL's SQLSTATE of a refused statement ("40P01"), or undefined for any other fault. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (driverErrorOf(error) as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
