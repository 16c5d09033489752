import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
