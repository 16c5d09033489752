import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { apiKeys } from '../../../src/server/db/schema';
import { scopes, type Scope } from '../../../src/shared/contract/scopes';
import { checkOnBothDatabases, migrateUpTo } from '../../support/migrate-up-to';

/*
 * Migration 0008: keys made with every scope before `inventory:write` existed (`--scopes all`, the
 * demo key) gain it; a key made with some scopes keeps exactly those (docs/decisions/).
 */

const LAST_BEFORE = '0007_site_location_precision';

const withoutInventoryWrite = scopes.filter((scope) => scope !== 'inventory:write');

async function scopesAfterMigrating(database: Database) {
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
  const keys = {
    all: await made(withoutInventoryWrite),
    reader: await made(['inventory:read', 'sites:read']),
    office: await made(withoutInventoryWrite.filter((scope) => scope !== 'routing:write')),
    already: await made(scopes),
  };
  await database.migrate();
  const held = async (id: string) =>
    (await database.db.select({ scopes: apiKeys.scopes }).from(apiKeys).where(eq(apiKeys.id, id)))[0]!.scopes;
  return {
    all: await held(keys.all),
    reader: await held(keys.reader),
    office: await held(keys.office),
    already: await held(keys.already),
  };
}

function expectOperatorsView(after: Awaited<ReturnType<typeof scopesAfterMigrating>>) {
  expect([...after.all].sort()).toEqual([...scopes].sort());
  expect(after.reader).toEqual(['inventory:read', 'sites:read']);
  expect(after.office).not.toContain('inventory:write');
  expect(after.already.filter((scope) => scope === 'inventory:write')).toHaveLength(1);
}

describe('migration 0008: all-scope keys gain inventory:write', () => {
  checkOnBothDatabases('canopy_keys', async (database) => expectOperatorsView(await scopesAfterMigrating(database)));
});
