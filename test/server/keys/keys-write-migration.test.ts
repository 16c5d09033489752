import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { apiKeys } from '../../../src/server/db/schema';
import { scopes, type Scope } from '../../../src/shared/contract/scopes';
import { checkOnBothDatabases, migrateUpTo } from '../../support/migrate-up-to';

/*
 * Migration 0022: keys made with every scope before keys:write existed (`--scopes all`, the demo
 * key) gain it, as 0008 gave them inventory:write; a key made with some scopes keeps exactly those,
 * and every key stays an office key, in the order it was made (docs/decisions/crews.md "Making keys").
 */

const LAST_BEFORE = '0020_crew_day_objects';

const before = scopes.filter((scope) => scope !== 'keys:write');

async function keysAfterMigrating(database: Database) {
  await migrateUpTo(database, LAST_BEFORE);
  // Written as the schema stood then (raw SQL), so later columns never break this check.
  const orgId = crypto.randomUUID();
  await database.db.execute(sql`INSERT INTO organizations (id, name, time_zone, created_at, updated_at)
    VALUES (${orgId}, 'Keys', 'UTC', now(), now())`);
  const made = async (held: readonly Scope[]) => {
    const id = crypto.randomUUID();
    await database.db.execute(sql`INSERT INTO api_keys (org_id, id, key_hash, scopes, created_at)
      VALUES (${orgId}, ${id}, ${`hash-${id}`}, ${`{${held.join(',')}}`}::text[], now())`);
    return id;
  };
  const ids = {
    all: await made(before),
    office: await made(before.filter((scope) => scope !== 'customers:write')),
  };
  await database.migrate();
  const row = async (id: string) => (await database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;
  return { all: await row(ids.all), office: await row(ids.office) };
}

describe('migration 0022: all-scope keys gain keys:write, every key stays an office key', () => {
  checkOnBothDatabases('canopy_keys_write', async (database) => {
    const after = await keysAfterMigrating(database);
    expect([...after.all.scopes].sort()).toEqual([...scopes].sort());
    expect(after.office.scopes).not.toContain('keys:write');
    expect([after.all.crewId, after.office.crewId, after.all.lastUsedAt]).toEqual([null, null, null]);
    expect(after.office.seq).toBeGreaterThan(after.all.seq);
  });
});
