import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makePrivateFolderSync } from '../adapters/storage/private-folder';
import * as schema from './schema';

type Schema = typeof schema;

/** The query surface shared by PGlite and node-postgres; repos take this or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (sent at the notifying transaction's commit; on
   * PostgreSQL from any instance). A missed notification is possible while a lost connection is
   * re-made, so listeners keep a slow poll as well.
   */
  listen(channel: string, onNotify: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

/** Wait before a listening connection that dropped is made again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), made again
 * after it drops for as long as it is wanted.
 */
async function listenOnPostgres(connectionString: string, channel: string, onNotify: () => void): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => message.channel === channel && onNotify());
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
      retry.unref();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK = 7_311_402;

export function openPostgres(connectionString: string, poolSize = 10): Database {
  // JIT compiles a plan once its estimated cost passes jit_above_cost, which the board's big reads
  // do: compiling took ~250 ms for a query that runs in under 100. Nothing here runs long enough to repay it.
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c jit=off' });
  // A dropped connection must not crash the process; the next query gets a fresh one. The pool's
  // listener covers idle clients only: a client checked out (between a transaction's statements)
  // emits its own 'error', unhandled without this one (node-postgres #2439). Its next query then
  // fails (the request answers 500) and the pool discards it on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, onNotify) => listenOnPostgres(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}

/*
 * PostgreSQL's 128 MB buffer pool is sized for a server of its own; inside our process it is our
 * memory (docs/operations.md, "Memory"). The embedded database serves one office, and the system's
 * file cache still holds the data files.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** Embedded PostgreSQL: a data folder, or memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) makePrivateFolderSync(dataDir);
  const client = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: async (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
  };
}

export async function openDatabase(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(`${config.dataDir}/pglite`);
}

/** Rows of a raw SQL query, whichever driver runs it. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
