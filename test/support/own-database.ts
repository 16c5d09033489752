import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client';

/**
 * A PostgreSQL database of one test file alone, on the run's server: checks that start real server
 * processes (their route workers and housekeeping take every organization's work) or cut every
 * connection must not share the run's database with the files running beside them.
 */
export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createOwnDatabase(serverUrl: string, prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * For the tests of one describe block on PostgreSQL (`serverUrl`, the run's server): each call opens
 * a fresh database of its own, closed and dropped once the block is over.
 */
export function ownPostgresDatabases(serverUrl: string) {
  const dropLater: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of dropLater) await drop();
  });
  return async (prefix: string, poolSize = 2): Promise<Database> => {
    const own = await createOwnDatabase(serverUrl, prefix);
    const database = openPostgres(own.url, poolSize);
    dropLater.push(async () => {
      await database.close();
      await own.drop();
    });
    return database;
  };
}
