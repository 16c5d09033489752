import { sql } from 'drizzle-orm';
import { diskStorage } from '../adapters/storage/disk-storage';
import { createTravelModel } from '../adapters/travel/create-travel';
import { systemClock } from '../clock';
import type { Database } from '../db/client';
import { ensureDemoOrganization, type DemoStart } from '../demo/demo-first-start';

/** What preparing the data needs from the environment; plain values, so a worker thread can receive it. */
export interface DataSetup {
  dataDir: string;
  demoSeed: boolean;
  osrmUrl?: string | undefined;
}

/** Migrations, planner statistics and (when asked) the demo organization: everything before serving. */
export async function prepareData(database: Database, setup: DataSetup): Promise<DemoStart | null> {
  await database.migrate();
  // PGlite has no autovacuum; without statistics the board's queries plan badly (seconds, not ms).
  if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`);
  if (!setup.demoSeed) return null;
  return ensureDemoOrganization({
    database,
    storage: diskStorage(`${setup.dataDir}/files`),
    clock: systemClock,
    travel: createTravelModel({ osrmUrl: setup.osrmUrl }),
    dataDir: setup.dataDir,
  });
}
