import { openDatabase, type Database } from '../db/client';
import type { DemoStart } from '../demo/demo-first-start';
import { prepareData, type DataSetup } from './prepare-data';
import { prepareDataApart } from './prepare-data-apart';

/**
 * The database, migrated and (when asked) seeded. The embedded one is prepared in a process of its
 * own before the server opens it, so that its memory goes back to the system; PostgreSQL in-process.
 */
export async function openPreparedDatabase(
  databaseUrl: string | undefined,
  setup: DataSetup,
): Promise<{ database: Database; demo: DemoStart | null }> {
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl, dataDir: setup.dataDir });
    return { database, demo: await prepareData(database, setup) };
  }
  const demo = await prepareDataApart(setup);
  return { database: await openDatabase({ dataDir: setup.dataDir }), demo };
}
