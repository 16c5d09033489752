import { diskStorage } from '../adapters/storage/disk-storage';
import type { FileStorage } from '../adapters/storage/file-storage';
import { makePrivateFolderSync } from '../adapters/storage/private-folder';
import { createTravelModel } from '../adapters/travel/create-travel';
import type { TravelModel } from '../adapters/travel/travel-model';
import { systemClock, type Clock } from '../clock';
import { openDatabase, type Database } from '../db/client';
import { parseEnv } from '../env';

/** What a command works with: the server's own configuration, database and file storage. */
export interface CliContext {
  database: Database;
  storage: FileStorage;
  clock: Clock;
  travel: TravelModel;
}

export async function openCliContext(): Promise<CliContext> {
  const env = parseEnv();
  makePrivateFolderSync(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    database,
    storage: diskStorage(`${env.DATA_DIR}/files`),
    clock: systemClock,
    travel: createTravelModel({ osrmUrl: env.OSRM_URL }),
  };
}
