import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/app-env';
import { eventsAfter } from './events.service';

/** Polling the table (not LISTEN/NOTIFY) works on PGlite and across PostgreSQL instances alike. */
const POLL_INTERVAL_MS = 500;
/** A comment line this often keeps proxies and load balancers from closing a quiet connection. */
const HEARTBEAT_INTERVAL_MS = 15_000;
/** How long a browser waits before reconnecting (it then sends Last-Event-ID). */
const RECONNECT_MS = 2_000;
const BATCH_SIZE = 200;

/**
 * Streams the organization's events after `afterSeq` as Server-Sent Events until the client
 * disconnects. Each event: `id: <seq>`, `event: <type>`, `data: <payload JSON>`.
 */
export function streamChangeFeed(c: Context<AppEnv>, orgId: string, afterSeq: number): Response {
  const db = c.var.deps.database.db;
  return streamSSE(c, async (stream) => {
    const disconnected = new AbortController();
    stream.onAbort(() => disconnected.abort());
    let lastSeq = afterSeq;
    let lastWriteAt = performance.now();
    await stream.write(`retry: ${RECONNECT_MS}\n\n`);
    try {
      while (!disconnected.signal.aborted) {
        const batch = await eventsAfter(db, orgId, lastSeq, BATCH_SIZE);
        for (const event of batch) {
          await stream.writeSSE({ id: String(event.id), event: event.type, data: JSON.stringify(event.data) });
          lastSeq = event.id;
          lastWriteAt = performance.now();
        }
        if (performance.now() - lastWriteAt >= HEARTBEAT_INTERVAL_MS) {
          await stream.write(': heartbeat\n\n');
          lastWriteAt = performance.now();
        }
        if (batch.length < BATCH_SIZE) await sleep(POLL_INTERVAL_MS, undefined, { signal: disconnected.signal }).catch(() => undefined);
      }
    } catch (error) {
      // The client reconnects with Last-Event-ID and misses nothing; the fault itself is ours to see.
      if (!disconnected.signal.aborted) console.error('change feed stopped', error);
    }
  });
}
