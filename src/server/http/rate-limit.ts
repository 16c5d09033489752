import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { queryRows } from '../db/client';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one request against the key's hourly window. The window lives in the database so
 * every instance shares it; one upsert both counts and reads. Its commit does not wait for the
 * WAL flush: every request pays for this write, and a crash losing the last few counts of a
 * window only lets a key make those few requests again. The statement turns that off for its own
 * transaction (set_config's is_local), so it is one round trip instead of BEGIN, SET LOCAL, the
 * upsert and COMMIT.
 */
export async function countRequest(c: Context<AppEnv>): Promise<void> {
  const { database, clock, config } = c.var.deps;
  const { orgId, keyId } = c.var.caller;
  const now = clock.now().getTime();
  const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`INSERT INTO rate_limit_windows (org_id, key_id, window_start, count)
        SELECT ${orgId}, ${keyId}, ${windowStart.toISOString()}, 1
        FROM (SELECT set_config('synchronous_commit', 'off', true)) AS unflushed_commit
        ON CONFLICT (org_id, key_id, window_start) DO UPDATE SET count = rate_limit_windows.count + 1
        RETURNING count`,
  );
  const count = Number(row?.count ?? 1);
  const limit = config.rateLimitPerHour;
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
  c.set('rateLimit', { limit, remaining: Math.max(0, limit - count), resetSeconds });
  if (count > limit) {
    throw new AppError(
      'rate_limited',
      429,
      `Rate limit of ${limit} requests per hour exceeded`,
      {},
      {
        'Retry-After': String(resetSeconds),
      },
    );
  }
}

export const countedRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  await countRequest(c);
  await next();
};

/** Puts RateLimit-* on every counted response, success or failure; uncounted ones (401, 403) get none. */
export const rateLimitHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const state = c.get('rateLimit') as AppEnv['Variables']['rateLimit'] | undefined;
  if (!state) return;
  c.res.headers.set('RateLimit-Limit', String(state.limit));
  c.res.headers.set('RateLimit-Remaining', String(state.remaining));
  c.res.headers.set('RateLimit-Reset', String(state.resetSeconds));
};
