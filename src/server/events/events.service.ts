import { sql } from 'drizzle-orm';
import type { ChangeEvent } from '../../shared/contract/events';
import type { DbOrTx, Tx } from '../db/client';
import { insertEvent, latestEventSeq, listEventsAfter } from './events.repo';
import type { PositionCodec } from '../http/cursor';

export type { ChangeEvent };

/** Namespace of the per-organization advisory lock (the two-int form never collides with one-int locks). */
const EVENT_ORDER_LOCK = 7_311_403;

/**
 * Recorded in the writing transaction, so the feed never shows a change that rolled back.
 *
 * The feed is read by polling `seq > last seen`. A sequence number is drawn at insert but becomes
 * visible at commit, so two writers could commit out of order and a poller would skip the earlier
 * one for good. Holding an organization-wide lock from the insert to the commit makes one org's
 * events commit in `seq` order. Callers record their event last, after every other lock they take,
 * so the lock only serialises the commit tail and cannot join a deadlock.
 */
export async function recordEvent(tx: Tx, orgId: string, event: ChangeEvent, now: Date): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVENT_ORDER_LOCK}::int, hashtext(${orgId}::text))`);
  await insertEvent(tx, { orgId, type: event.type, payload: event.payload, createdAt: now });
}

export interface FeedEvent {
  id: number;
  type: string;
  data: unknown;
}

/** Where a feed starts: after the event the client last saw (its opaque id opened), else after the newest event (from now on). */
export async function feedStart(
  db: DbOrTx,
  orgId: string,
  lastEventId: string | undefined,
  events: PositionCodec,
): Promise<number> {
  return lastEventId === undefined ? latestEventSeq(db, orgId) : events.open(lastEventId, 'Last-Event-ID');
}

export async function eventsAfter(db: DbOrTx, orgId: string, afterSeq: number, limit: number): Promise<FeedEvent[]> {
  const rows = await listEventsAfter(db, orgId, afterSeq, limit);
  return rows.map((row) => ({ id: row.seq, type: row.type, data: row.payload }));
}
