import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../../../src/server/db/client';
import { createOwnDatabase } from '../../support/own-database';

export interface FaultDatabase {
  url: string;
  /** The test's own pool on it (seeding and checking), separate from the server's. */
  database: Database;
  /** An admin connection to it: what a DBA (or a failover) uses to cut the server's connections. */
  admin: pg.Client;
  /** Closes both connections and drops the database. */
  dispose(): Promise<void>;
}

/**
 * A migrated PostgreSQL database of the calling file alone; the file disposes of it in afterAll. Fault checks kill a
 * server's connections and run a route worker over every organization, so they must not share the
 * run's database with the other test files running beside them.
 */
export async function faultDatabase(): Promise<FaultDatabase> {
  const runUrl = inject('testDatabaseUrl');
  if (!runUrl) throw new Error('fault checks need PostgreSQL (DATABASE_URL)');
  const own = await createOwnDatabase(runUrl, 'canopy_faults');
  const database = openPostgres(own.url, 4);
  await database.migrate();
  const admin = new pg.Client({ connectionString: own.url });
  await admin.connect();

  const dispose = async () => {
    await admin.end().catch(() => undefined);
    await database.close();
    await own.drop();
  };
  return { url: own.url, database, admin, dispose };
}
