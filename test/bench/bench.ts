/** One benchmark: `npm run bench` runs each registered bench in turn (see run.ts). */
export interface Bench {
  name: string;
  run: () => Promise<void> | void;
}

/** Prints rows as an aligned text table (first column left, the rest right-aligned). */
export function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log(format(headers));
  for (const row of rows) console.log(format(row));
}
