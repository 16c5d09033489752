import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/app-env';
import type { PositionCodec } from '../http/cursor';
import { logFault } from '../http/fault-log';
import { findApiKeyById, keyIsUsable } from '../keys/api-keys';
import { eventsAfter, type FeedEvent } from './events.service';

/** Polling the table (not LISTEN/NOTIFY) works on PGlite and across PostgreSQL instances alike. */
const POLL_INTERVAL_MS = 500;
/** A comment line this often keeps proxies and load balancers from closing a quiet connection. */
const HEARTBEAT_INTERVAL_MS = 15_000;
/** How long a browser waits before reconnecting (it then sends Last-Event-ID). */
const RECONNECT_MS = 2_000;
const BATCH_SIZE = 200;
/** How often an open stream checks that its key still works: a revoked or expired key's stream ends within this. */
const KEY_CHECK_INTERVAL_MS = 2_000;

/** What of a batch of events the caller is shown (a crew key's narrowing); by default all of it. */
export type FeedNarrowing = (batch: readonly FeedEvent[]) => Promise<readonly FeedEvent[]>;

/**
 * Streams the organization's events after `afterSeq` as Server-Sent Events until the client
 * disconnects, or its key is revoked or expires (the client's reconnect then meets the 401). Each
 * event: `id: <sealed seq>` (http/cursor.ts), `event: <type>`, `data: <payload JSON>`.
 */
export function streamChangeFeed(
  c: Context<AppEnv>,
  orgId: string,
  afterSeq: number,
  events: PositionCodec,
  narrow: FeedNarrowing = async (batch) => batch,
): Response {
  const { database, clock } = c.var.deps;
  const db = database.db;
  const keyId = c.var.caller.keyId;
  let keyCheckedAt = performance.now();
  const keyStillWorks = async () => {
    if (performance.now() - keyCheckedAt < KEY_CHECK_INTERVAL_MS) return true;
    keyCheckedAt = performance.now();
    return keyIsUsable(await findApiKeyById(db, keyId), clock.now());
  };
  return streamSSE(c, async (stream) => {
    const disconnected = new AbortController();
    stream.onAbort(() => disconnected.abort());
    let lastSeq = afterSeq;
    let lastWriteAt = performance.now();
    await stream.write(`retry: ${RECONNECT_MS}\n\n`);
    try {
      while (!disconnected.signal.aborted) {
        if (!(await keyStillWorks())) {
          await stream.write(': the API key was revoked or has expired\n\n');
          break;
        }
        const batch = await eventsAfter(db, orgId, lastSeq, BATCH_SIZE);
        for (const event of await narrow(batch)) {
          await stream.writeSSE({ id: events.seal(event.id), event: event.type, data: JSON.stringify(event.data) });
          lastWriteAt = performance.now();
        }
        // Past what was left out too: a reconnect resumes after the last event shown and leaves it out again.
        lastSeq = batch.at(-1)?.id ?? lastSeq;
        if (performance.now() - lastWriteAt >= HEARTBEAT_INTERVAL_MS) {
          await stream.write(': heartbeat\n\n');
          lastWriteAt = performance.now();
        }
        if (batch.length < BATCH_SIZE)
          await sleep(POLL_INTERVAL_MS, undefined, { signal: disconnected.signal }).catch(() => undefined);
      }
    } catch (error) {
      // The client reconnects with Last-Event-ID and misses nothing; the fault itself is ours to see.
      if (!disconnected.signal.aborted) logFault('change feed stopped', { orgId }, error);
    }
  });
}
