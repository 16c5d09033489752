import { sql } from 'drizzle-orm';

/** Bound parameters for `IN (...)`, cast so PostgreSQL compares them as their column's type. */
export const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
export const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  );
