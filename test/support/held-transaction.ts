import type { Database, Tx } from '../../src/server/db/client';

/**
 * Two writers at once: `first` runs in a transaction that stays open 150 ms after it has written,
 * and `second` starts as soon as it has. On PostgreSQL the second meets the first's uncommitted
 * rows (and waits for them where it must); the embedded database runs them one after the other.
 */
export async function whileFirstHolds(
  database: Database,
  first: (tx: Tx) => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<void> {
  let firstWrote!: () => void;
  const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
  const held = database.db.transaction(async (tx) => {
    await first(tx);
    firstWrote();
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  await firstHasWritten;
  await Promise.all([held, second()]);
}
