import { lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/client';
import { idempotencyRecords, rateLimitWindows } from '../db/schema';
import { logFault } from '../http/fault-log';
import { purgeJournal } from '../crew-days/action-journal.repo';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** Rate-limit windows are an hour long; two hours keeps the current and the previous one. */
const RATE_LIMIT_WINDOW_KEEP_MS = 2 * 60 * 60 * 1000;

export interface HousekeepingResult {
  idempotencyRecords: number;
  rateLimitWindows: number;
  /** Action journal entries past their 24 hours or beyond an organization's cap. */
  actionJournal: number;
}

/** Deletes what no request can need any more: expired idempotency records, old rate-limit windows and old journal entries. */
export async function sweepExpired(db: DbOrTx, now: Date): Promise<HousekeepingResult> {
  const records = await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.expiresAt, now))
    .returning({ key: idempotencyRecords.key });
  const windows = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - RATE_LIMIT_WINDOW_KEEP_MS)))
    .returning({ keyId: rateLimitWindows.keyId });
  const journal = await purgeJournal(db, now);
  return { idempotencyRecords: records.length, rateLimitWindows: windows.length, actionJournal: journal };
}

export interface Housekeeping {
  stop(): Promise<void>;
}

/** Sweeps now and then every interval; a failed sweep is reported and retried next time. */
export function startHousekeeping(db: DbOrTx, clock: Clock, intervalMs = HOUSEKEEPING_INTERVAL_MS): Housekeeping {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepExpired(db, clock.now()).catch((error: unknown) => logFault('housekeeping failed', {}, error));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // Let a sweep in progress finish before the database is closed under it.
      await running;
    },
  };
}
