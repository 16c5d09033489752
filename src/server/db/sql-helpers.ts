import { sql, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE, with the user's own % and _ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const toIso = (date: Date): string => date.toISOString();
export const toIsoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Narrows a text column to its contract enum; anything else is corrupt data, a fault rather than a client error. */
export function storedEnum<const Values extends readonly string[]>(values: Values, value: string): Values[number] {
  if (!values.includes(value))
    throw new Error(`unexpected stored value "${value}", expected one of ${values.join(', ')}`);
  return value;
}

/**
 * `AND org_id IN (...)` for a worker that serves only some organizations, or nothing when it serves all
 * (`orgIds` undefined); callers return early on an empty list, which would match no row.
 */
export function onlyOrgsFilter(orgIds: readonly string[] | undefined): SQL {
  return orgIds
    ? sql`AND org_id IN (${sql.join(
        orgIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
}
