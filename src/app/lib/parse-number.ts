/** A typed number field: blank is "not given" (null); anything else must read as a number. */
export function parseOptionalNumber(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : 'invalid';
}
