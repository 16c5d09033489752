import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { idempotencyKeyHeader, uuidSchema } from '../../shared/contract/common';
import type { Db, DbOrTx, Tx } from '../db/client';
import { queryRows } from '../db/client';
import { retriedTransaction } from '../db/retried-transaction';
import { idempotencyRecords } from '../db/schema';
import type { AnswerHeaders, AppEnv, RunWrite } from './app-env';
import { AppError, invalid } from './app-error';
import { ok } from './envelope';

/** A completed key answers replays for a day (api.md 1.5). */
const RECORD_TTL_MS = 24 * 60 * 60 * 1000;
/** An in-flight claim not finished by then belonged to a process that died; it may be taken over. */
const IN_FLIGHT_LEASE_MS = 60 * 1000;
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

interface Claim {
  orgId: string;
  key: string;
  requestHash: string;
}

type ExistingRecord = {
  requestHash: string;
  state: string;
  responseStatus: number | null;
  responseBody: string | null;
  responseHeaders: Record<string, string> | null;
};

/** JSON with sorted keys, so the same body sent with another key order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function hashRequest(c: Context<AppEnv>): Promise<string> {
  const raw = await c.req.text();
  let body = raw;
  try {
    body = raw.trim() === '' ? '' : canonicalJson(JSON.parse(raw));
  } catch {
    // An unparsable body is hashed as sent; validation will refuse it and release the key.
  }
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
}

/** Inserts the in-flight claim, or takes over an expired or abandoned one. Returns whether we own the key. */
async function tryClaim(db: Db, claim: Claim, now: Date): Promise<boolean> {
  const claimed = await queryRows<{ key: string }>(
    db,
    sql`INSERT INTO idempotency_records (org_id, key, request_hash, state, locked_until, created_at, expires_at)
        VALUES (${claim.orgId}, ${claim.key}, ${claim.requestHash}, 'in_flight',
                ${new Date(now.getTime() + IN_FLIGHT_LEASE_MS).toISOString()}, ${now.toISOString()},
                ${new Date(now.getTime() + RECORD_TTL_MS).toISOString()})
        ON CONFLICT (org_id, key) DO UPDATE SET
          request_hash = EXCLUDED.request_hash, state = 'in_flight', locked_until = EXCLUDED.locked_until,
          created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at,
          response_status = NULL, response_body = NULL
        WHERE idempotency_records.expires_at <= ${now.toISOString()}
           OR (idempotency_records.state = 'in_flight' AND idempotency_records.locked_until <= ${now.toISOString()})
        RETURNING key`,
  );
  return claimed.length > 0;
}

async function findRecord(db: Db, claim: Claim): Promise<ExistingRecord | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyRecords.requestHash,
      state: idempotencyRecords.state,
      responseStatus: idempotencyRecords.responseStatus,
      responseBody: idempotencyRecords.responseBody,
      responseHeaders: idempotencyRecords.responseHeaders,
    })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.orgId, claim.orgId), eq(idempotencyRecords.key, claim.key)))
    .limit(1);
  return row ? { ...row, responseBody: row.responseBody as string | null } : null;
}

const ownRecord = (claim: Claim) =>
  and(
    eq(idempotencyRecords.orgId, claim.orgId),
    eq(idempotencyRecords.key, claim.key),
    eq(idempotencyRecords.requestHash, claim.requestHash),
    eq(idempotencyRecords.state, 'in_flight'),
  );

function replay(c: Context<AppEnv>, record: ExistingRecord): Response {
  const status = record.responseStatus === 201 ? 200 : (record.responseStatus ?? 200);
  return c.body(record.responseBody ?? 'null', status as 200, {
    ...record.responseHeaders,
    'Content-Type': 'application/json',
    'Idempotent-Replay': 'true',
  });
}

const inProgress = (message: string) =>
  new AppError('command_in_progress', 409, message, {}, { 'Retry-After': String(IN_PROGRESS_RETRY_AFTER_SECONDS) });

/**
 * `work` in one transaction with the headers it decides collected per attempt (a lost race runs it
 * again and decides them again); `done` sees the winning attempt's headers inside its transaction.
 */
async function withHeaders<T>(
  c: Context<AppEnv>,
  db: Db,
  work: (tx: Tx, answer: AnswerHeaders) => Promise<T>,
  done: (tx: Tx, data: T, headers: Record<string, string>) => Promise<void> = async () => undefined,
): Promise<T> {
  let headers: Record<string, string> = {};
  const data = await retriedTransaction(db, async (tx) => {
    headers = {};
    const result = await work(tx, { set: (name, value) => void (headers[name] = value) });
    await done(tx, result, headers);
    return result;
  });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return data;
}

const runWithoutKey =
  (c: Context<AppEnv>, db: Db): RunWrite =>
  (_status, work) =>
    withHeaders(c, db, work);

/**
 * api.md 1.5 on every write: same key and body replays, another body is 409
 * idempotency_key_reused, a twin still running is 409 command_in_progress, a failure releases the key.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { database, clock } = c.var.deps;
  const db = database.db;
  const key = c.req.header(idempotencyKeyHeader);
  if (key === undefined) {
    c.set('runWrite', runWithoutKey(c, db));
    return next();
  }
  if (!uuidSchema.safeParse(key).success) throw invalid(idempotencyKeyHeader, 'must be a UUID');

  const claim: Claim = { orgId: c.var.caller.orgId, key: key.toLowerCase(), requestHash: await hashRequest(c) };
  if (!(await tryClaim(db, claim, clock.now()))) {
    const existing = await findRecord(db, claim);
    // The claim vanished between our insert and this read: its request failed and released it.
    if (!existing) throw inProgress('The key is being released; retry');
    if (existing.requestHash !== claim.requestHash) {
      throw new AppError('idempotency_key_reused', 409, 'This Idempotency-Key was used for a different request');
    }
    if (existing.state === 'completed') return replay(c, existing);
    throw inProgress('An identical request with this Idempotency-Key is still running');
  }

  let recorded = false;
  const complete = async (target: DbOrTx, status: number, body: string, headers?: Record<string, string>) => {
    await target
      .update(idempotencyRecords)
      .set({ state: 'completed', responseStatus: status, responseBody: body, responseHeaders: headers ?? null })
      .where(ownRecord(claim));
    recorded = true;
  };
  c.set('runWrite', (status, work, replayed) =>
    withHeaders(c, db, work, (tx, data, headers) =>
      complete(tx, status, JSON.stringify(ok(replayed ? replayed(data) : data, status)), headers),
    ),
  );

  await next();

  if (c.res.status >= 400) {
    // The transaction (if any) rolled back; free the key so a corrected retry can use it. A lost
    // connection may have failed the request: the pool's next client may be one not yet seen dead, so try twice.
    const release = () => db.delete(idempotencyRecords).where(ownRecord(claim));
    await release().catch(() => release());
  } else if (!recorded) {
    await complete(db, c.res.status, await c.res.clone().text());
  }
};
