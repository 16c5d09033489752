import { invalid } from './app-error';

/**
 * Cursors are opaque to clients: the creation sequence of the last row seen, base64url-encoded.
 * Ordering by that sequence means rows created while paging land at the end and nothing seen moves.
 */
export function encodeCursor(lastSeq: number): string {
  return Buffer.from(`s:${lastSeq}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^s:(\d{1,18})$/.exec(decoded);
  if (!match?.[1]) throw invalid('cursor', 'is not a cursor this service issued');
  return Number(match[1]);
}

/** Slices a `limit + 1` fetch into a page and the cursor of the next one. */
export function toPage<Row extends { seq: number }, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item) {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(last.seq) : null,
  };
}
