import { z } from 'zod';

/** One benchmark: `npm run bench` runs each registered bench in turn (see run.ts). */
export interface Bench {
  name: string;
  run: () => Promise<void> | void;
}

/**
 * BENCH_QUICK=1: every bench once end to end, on small data with few iterations (what CI runs). Its
 * figures mean nothing, so no goal is judged; what fails the run is a bench that breaks (BenchBroken).
 */
export const QUICK =
  z
    .enum(['0', '1'], { error: 'BENCH_QUICK must be 1 (quick mode) or 0' })
    .default('0')
    .parse(process.env.BENCH_QUICK || undefined) === '1';

/** The full run's figure, or the quick run's. */
export const quickOr = <T>(full: T, quick: T): T => (QUICK ? quick : full);

/** A bench that broke (as opposed to a goal missed): run.ts says so and exits non-zero. */
export class BenchBroken extends Error {
  override name = 'BenchBroken';
}

/** Why `samples` do not count as measured (none, or some not a number), or null when they do. */
export function unmeasured(what: string, samples: readonly number[]): string | null {
  if (samples.length === 0) return `${what}: nothing was measured`;
  const missing = samples.filter((sample) => !Number.isFinite(sample)).length;
  return missing > 0 ? `${what}: ${missing} of ${samples.length} samples not measured` : null;
}

/** Throws BenchBroken naming every problem found, if any (called once the bench's figures are printed). */
export function failIfBroken(problems: readonly (string | null)[]): void {
  const found = problems.filter((problem) => problem !== null);
  if (found.length > 0) throw new BenchBroken(found.join('\n'));
}

/** A goal's verdict column: PASS or MISS, blank in quick mode (its figures judge nothing). */
export const verdict = (ok: boolean): string => (QUICK ? '' : ok ? 'PASS' : 'MISS');

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
