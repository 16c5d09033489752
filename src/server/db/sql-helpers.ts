/** `%text%` for ILIKE, with the user's own % and _ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const toIso = (date: Date): string => date.toISOString();
export const toIsoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
