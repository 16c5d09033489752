import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';

let shared: Promise<Database> | undefined;

/**
 * One migrated database per test worker: PostgreSQL when the run has one (CI sets DATABASE_URL;
 * global-setup made a fresh database), otherwise an in-memory PGlite. Tests isolate themselves
 * by creating their own organization: every table is org-scoped.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = inject('testDatabaseUrl');
    if (url) return openPostgres(url, 20);
    const database = await openPglite();
    await database.migrate();
    return database;
  })();
  return shared;
}

export const onPostgres = () => Boolean(inject('testDatabaseUrl'));
