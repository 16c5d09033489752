import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from '../../../src/server/db/client';
import { organizations } from '../../../src/server/db/schema';
import { ownPostgresDatabases } from '../../support/own-database';

/*
 * Migration 0009: every organization, those made before it among them, reads distances in miles
 * until an operator says otherwise; the column takes mi or km, nothing else (docs/decisions.md).
 */

const migrationsFolder = fileURLToPath(new URL('../../../src/server/db/migrations', import.meta.url));
const LAST_BEFORE = '0008_all_scope_keys_gain_inventory_write';

/** The migrations folder as it stood before 0009: its journal cut after LAST_BEFORE. */
function migrationsBefore(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'canopy-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((entry: { tag: string }) => entry.tag === LAST_BEFORE);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')))
    copyFileSync(path.join(migrationsFolder, file), path.join(folder, file));
  return folder;
}

async function afterMigrating(database: Database, migrateBefore: () => Promise<void>) {
  await migrateBefore();
  // Written as the schema stood then (raw SQL), so later columns never break this check.
  const orgId = crypto.randomUUID();
  await database.db.execute(sql`INSERT INTO organizations (id, name, time_zone, created_at, updated_at)
    VALUES (${orgId}, 'Before miles', 'America/Los_Angeles', now(), now())`);
  await database.migrate();
  const [row] = await database.db
    .select({ distanceUnit: organizations.distanceUnit })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const refused = await database.db
    .execute(sql`UPDATE organizations SET distance_unit = 'furlongs' WHERE id = ${orgId}`)
    .then(
      () => false,
      () => true,
    );
  return { existing: row?.distanceUnit, refused };
}

describe('migration 0009: organizations read distances in miles', () => {
  it('on the embedded database', async () => {
    const database = await openPglite();
    try {
      const folder = migrationsBefore();
      expect(
        await afterMigrating(database, () =>
          migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder }),
        ),
      ).toEqual({ existing: 'mi', refused: true });
    } finally {
      await database.close();
    }
  });

  const runUrl = inject('testDatabaseUrl');
  describe.runIf(runUrl)('on PostgreSQL', () => {
    const ownDatabase = ownPostgresDatabases(runUrl!);

    it('the same way', async () => {
      const database = await ownDatabase('canopy_units');
      const folder = migrationsBefore();
      expect(
        await afterMigrating(database, () =>
          migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
        ),
      ).toEqual({ existing: 'mi', refused: true });
    });
  });
});
