import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { scopes as allScopes } from '../../shared/contract/scopes';
import type { FileStorage } from '../adapters/storage/file-storage';
import { PRIVATE_FILE } from '../adapters/storage/private-folder';
import type { TravelModel } from '../adapters/travel/travel-model';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { createApiKey, findApiKeyByHash, hashApiKey, keyIsUsable } from '../keys/api-keys';
import { createOrganization } from '../orgs/orgs.service';
import { DEMO_DEPOT, seedDemo } from './seed-demo';

export const DEMO_ORGANIZATION_NAME = 'Canopy Demo Tree Care';
export const DEMO_KEY_FILE = 'demo-key.json';

const demoKeyFileSchema = z.object({ orgId: z.uuid(), key: z.string().min(1) });
export type DemoAccess = z.infer<typeof demoKeyFileSchema>;

/**
 * `ready`: the demo organization and its all-scope key (`created` on the first start).
 * `stale`: demo-key.json names a key this database does not accept (another database, or revoked).
 */
export type DemoStart = { state: 'ready'; created: boolean; access: DemoAccess } | { state: 'stale'; file: string };

async function readDemoKey(file: string): Promise<DemoAccess | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = demoKeyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a demo key file; delete it to seed a new demo organization`);
  return parsed.data;
}

async function keyWorks(database: Database, access: DemoAccess, now: Date): Promise<boolean> {
  const key = await findApiKeyByHash(database.db, hashApiKey(access.key));
  return key?.orgId === access.orgId && keyIsUsable(key, now);
}

/**
 * The first start creates a seeded demo organization and keeps its key in DATA_DIR/demo-key.json
 * (mode 600: only the service's user may read it); later starts read the same key back.
 */
export async function ensureDemoOrganization(deps: {
  database: Database;
  storage: FileStorage;
  clock: Clock;
  travel: TravelModel;
  dataDir: string;
}): Promise<DemoStart> {
  const file = path.join(deps.dataDir, DEMO_KEY_FILE);
  const now = deps.clock.now();
  const existing = await readDemoKey(file);
  if (existing)
    return (await keyWorks(deps.database, existing, now))
      ? { state: 'ready', created: false, access: existing }
      : { state: 'stale', file };

  const db = deps.database.db;
  const { id: orgId } = await createOrganization(
    db,
    { name: DEMO_ORGANIZATION_NAME, timeZone: 'America/Los_Angeles', origin: DEMO_DEPOT },
    now,
  );
  await seedDemo(db, orgId, { size: 'small', now, storage: deps.storage, travel: deps.travel });
  const { key } = await createApiKey(db, { orgId, scopes: allScopes, label: 'demo' }, now);
  const access = { orgId, key };
  // 'wx': never overwrite a key file another start wrote meanwhile.
  await writeFile(file, `${JSON.stringify(access, null, 2)}\n`, { mode: PRIVATE_FILE, flag: 'wx' });
  return { state: 'ready', created: true, access };
}
