import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { queryRows } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';

/** Requests one address may make of the estimate links in a clock hour (docs/decisions/caps.md "Estimate links"). */
export const PUBLIC_LINK_REQUESTS_PER_HOUR = 120;
const WINDOW_MS = 60 * 60 * 1000;
/** The windows of addresses are kept under an organization id no organization has. */
const PUBLIC_WINDOWS_ORG = '00000000-0000-0000-0000-000000000000';

/** The address the request came from: the connection's own (a proxy's X-Forwarded-For is not trusted). */
export function clientAddress(c: Context<AppEnv>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** An address as a window key: hashed, so the table keeps no customer's address. */
const windowKey = (address: string) => {
  const hex = createHash('sha256').update(`public link window\n${address}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Counts a request to the public links against its address's hourly window, in the table the keys'
 * windows live in, so every instance shares it; past the cap, 429 with Retry-After. It slows anyone
 * guessing tokens (which HMAC makes hopeless anyway) and a page reloaded in a loop.
 */
export const publicRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { database, clock } = c.var.deps;
  const now = clock.now().getTime();
  const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`INSERT INTO rate_limit_windows (org_id, key_id, window_start, count)
        VALUES (${PUBLIC_WINDOWS_ORG}, ${windowKey(clientAddress(c) ?? 'unknown')}, ${windowStart.toISOString()}, 1)
        ON CONFLICT (org_id, key_id, window_start) DO UPDATE SET count = rate_limit_windows.count + 1
        RETURNING count`,
  );
  if (Number(row?.count ?? 1) > PUBLIC_LINK_REQUESTS_PER_HOUR) {
    const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
    throw new AppError(
      'rate_limited',
      429,
      'Too many requests from this address; try again later',
      {},
      {
        'Retry-After': String(resetSeconds),
      },
    );
  }
  await next();
};
