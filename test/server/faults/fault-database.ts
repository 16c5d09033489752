import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPostgres, type Database } from '../../../src/server/db/client';

export interface FaultDatabase {
  url: string;
  /** The test's own pool on it (seeding and checking), separate from the server's. */
  database: Database;
  /** An admin connection to it: what a DBA (or a failover) uses to cut the server's connections. */
  admin: pg.Client;
}

/**
 * A migrated PostgreSQL database of the calling file alone, dropped after it. Fault checks kill a
 * server's connections and run a route worker over every organization, so they must not share the
 * run's database with the other test files running beside them.
 */
export async function faultDatabase(): Promise<FaultDatabase> {
  const runUrl = inject('testDatabaseUrl');
  if (!runUrl) throw new Error('fault checks need PostgreSQL (DATABASE_URL)');
  const name = `canopy_faults_${randomBytes(6).toString('hex')}`;
  const creator = new pg.Client({ connectionString: runUrl });
  await creator.connect();
  await creator.query(`CREATE DATABASE ${name}`);
  await creator.end();

  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  await database.migrate();
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();

  afterAll(async () => {
    await admin.end().catch(() => undefined);
    await database.close();
    const dropper = new pg.Client({ connectionString: runUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  return { url: url.toString(), database, admin };
}
