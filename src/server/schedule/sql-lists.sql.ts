import { sql } from 'drizzle-orm';

/** Bound parameters for `IN (...)`, cast so PostgreSQL compares them as their column's type. */
export const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * One bound parameter holding every id, for `column = ANY(...)`: a list of hundreds (fit's active
 * crews) is then one value to send and bind instead of hundreds of parameters.
 */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Text values lowered by PostgreSQL itself, for case-insensitive `lower(column) IN (...)`. */
export const lowered = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`lower(${value}::text)`),
    sql`, `,
  );
