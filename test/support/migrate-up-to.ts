import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, inject, it } from 'vitest';
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { greatCircleTravel } from '../../src/server/adapters/travel/great-circle-travel';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { DEMO_DEPOT, seedDemo } from '../../src/server/demo/seed-demo';
import { createOrganization } from '../../src/server/orgs/orgs.service';
import { copyRowsIntoOlderSchema, readAllRows, type TableRows } from './copy-rows';
import { createOwnDatabase, ownPostgresDatabases } from './own-database';

const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

/** A copy of the migrations folder as it stood when `lastTag` was the newest: its journal cut after it. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'canopy-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  if (cut < 0) throw new Error(`no migration tagged ${lastTag}`);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')))
    copyFileSync(path.join(migrationsFolder, file), path.join(folder, file));
  return folder;
}

/**
 * Migrates a fresh database only up to migration `lastTag`, so a test of a later migration can
 * write rows as the schema stood before it, then run `database.migrate()` and read what it did.
 */
export async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const config = { migrationsFolder: migrationsUpTo(lastTag) };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migrateNodePg(database.db as unknown as NodePgDatabase, config);
}

/** The demo organization's rows as today's code seeds them, on each kind of database the run has. */
export type DemoToday = Partial<Record<Database['kind'], TableRows>>;

/**
 * Today's seed writes today's columns, so it runs on a fresh database of the same kind at the newest
 * migration (another embedded one, or one of its own on the run's PostgreSQL server) and its rows are
 * read out.
 */
async function seedDemoOn(database: Database, now: Date): Promise<TableRows> {
  await database.migrate();
  const { id: orgId } = await createOrganization(
    database.db,
    { name: 'Before the migration', timeZone: 'America/Los_Angeles', origin: DEMO_DEPOT },
    now,
  );
  await seedDemo(database.db, orgId, {
    size: 'small',
    now,
    storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'canopy-files-'))),
    travel: greatCircleTravel,
  });
  return readAllRows(database.db);
}

/**
 * A database started, migrated and seeded: half a minute alone, more than the hooks' minute on a
 * machine that runs other suites beside this one.
 */
const SEED_HOOK_TIMEOUT_MS = 180_000;

/**
 * Seeds the demo with today's code once for the file's tests, in hooks (a seed would take most of a
 * test's time): call it at the top of a test file and pass what it returns to `seedDemoThenMigrate`.
 */
export function demoSeededToday(now: Date): DemoToday {
  const demo: DemoToday = {};
  beforeAll(async () => {
    const database = await openPglite();
    try {
      demo.pglite = await seedDemoOn(database, now);
    } finally {
      await database.close();
    }
  }, SEED_HOOK_TIMEOUT_MS);
  const runUrl = inject('testDatabaseUrl');
  if (runUrl)
    beforeAll(async () => {
      const own = await createOwnDatabase(runUrl, 'canopy_demo_today');
      const database = openPostgres(own.url, 2);
      try {
        demo.postgres = await seedDemoOn(database, now);
      } finally {
        await database.close();
        await own.drop();
      }
    }, SEED_HOOK_TIMEOUT_MS);
  return demo;
}

/**
 * A small demo organization on the schema as it stood at migration `lastTag`, then every later
 * migration run: what an organization that upgrades brings to the migrations after `lastTag`. The
 * demo's rows, seeded by today's code, are copied in with the columns the old schema has, its
 * triggers deriving what they derived then (test/support/copy-rows.ts).
 */
export async function seedDemoThenMigrate(database: Database, lastTag: string, demo: DemoToday): Promise<void> {
  const rows = demo[database.kind];
  if (!rows) throw new Error(`the demo was not seeded on ${database.kind}: call demoSeededToday at the file's top`);
  await migrateUpTo(database, lastTag);
  await copyRowsIntoOlderSchema(database.db, rows);
  await database.migrate();
}

/**
 * The checks of one migration, run on a fresh embedded database and, when the run has a PostgreSQL
 * server, on a fresh database of its own there (`prefix` names it): `check` migrates as it needs and
 * asserts.
 */
export function checkOnBothDatabases(prefix: string, check: (database: Database) => Promise<void>): void {
  // Opening an embedded database and migrating it takes seconds alone, half a minute and more when loaded.
  it('on the embedded database', { timeout: 120_000 }, async () => {
    const database = await openPglite();
    try {
      await check(database);
    } finally {
      await database.close();
    }
  });

  const runUrl = inject('testDatabaseUrl');
  describe.runIf(runUrl)('on PostgreSQL', () => {
    const ownDatabase = ownPostgresDatabases(runUrl!);

    it('the same way', { timeout: 120_000 }, async () => check(await ownDatabase(prefix)));
  });
}
