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
