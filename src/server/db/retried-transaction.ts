import { sqlStateOf } from './sql-state';
import type { Db, Tx } from './client';

/**
 * The SQLSTATEs with which PostgreSQL ends a transaction that lost a race with another, not one
 * that was wrong: deadlock_detected (two writers locking the same rows in opposite orders, as a
 * bump and a site edit can) and serialization_failure. Run again, it meets the winner committed.
 */
const LOST_RACE_STATES = new Set(['40P01', '40001']);

/** Tries of one transaction in all; a third loss in a row is a fault worth reporting. */
export const TRANSACTION_ATTEMPTS = 3;

/** A short wait before running again, spread so that two losers do not meet again in step. */
const pauseBeforeAttempt = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));

/**
 * `work` in a transaction, run again from the start (a fresh transaction, nothing of the lost one
 * kept) when PostgreSQL ended it for losing a race. `work` must do nothing outside the transaction
 * that running it twice would double (what it does at commit, such as NOTIFY, is transactional).
 */
export async function retriedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= TRANSACTION_ATTEMPTS || state === undefined || !LOST_RACE_STATES.has(state)) throw error;
      await pauseBeforeAttempt(attempt);
    }
  }
}
