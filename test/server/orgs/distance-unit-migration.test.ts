import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { organizations } from '../../../src/server/db/schema';
import { checkOnBothDatabases, migrateUpTo } from '../../support/migrate-up-to';

/*
 * Migration 0009: every organization, those made before it among them, reads distances in miles
 * until an operator says otherwise; the column takes mi or km, nothing else (docs/decisions/).
 */

const LAST_BEFORE = '0008_all_scope_keys_gain_inventory_write';

async function afterMigrating(database: Database) {
  await migrateUpTo(database, LAST_BEFORE);
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
  checkOnBothDatabases('canopy_units', async (database) => {
    expect(await afterMigrating(database)).toEqual({ existing: 'mi', refused: true });
  });
});
