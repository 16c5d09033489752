import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { apiKeys } from '../../../src/server/db/schema';
import { scopes, type Scope } from '../../../src/shared/contract/scopes';
import { checkOnBothDatabases, migrateUpTo } from '../../support/migrate-up-to';

/*
 * Migrations 0008 and 0028: keys made with every scope before `inventory:write` (then `org:write`)
 * existed (`--scopes all`, the demo key) gain it; a key made with some scopes keeps exactly those
 * (docs/decisions/).
 */

/** Every scope a key could hold before migration 0028 (org:write is the newest scope). */
const beforeOrgWrite = scopes.filter((scope) => scope !== 'org:write');

/** Keys made before the migration adding `added`, the "all" one holding `withoutAdded`, read after every migration. */
async function scopesAfterMigrating(database: Database, lastBefore: string, withoutAdded: readonly Scope[]) {
  await migrateUpTo(database, lastBefore);
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
    all: await made(withoutAdded),
    reader: await made(['inventory:read', 'sites:read']),
    office: await made(withoutAdded.filter((scope) => scope !== 'routing:write')),
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

function expectOperatorsView(after: Awaited<ReturnType<typeof scopesAfterMigrating>>, added: Scope) {
  expect(after.all).toContain(added);
  expect(after.reader).toEqual(['inventory:read', 'sites:read']);
  expect(after.office).not.toContain(added);
  expect(after.already.filter((scope) => scope === added)).toHaveLength(1);
}

describe('migration 0008: all-scope keys gain inventory:write', () => {
  checkOnBothDatabases('canopy_keys', async (database) => {
    const held = beforeOrgWrite.filter((scope) => scope !== 'inventory:write');
    const after = await scopesAfterMigrating(database, '0007_site_location_precision', held);
    expectOperatorsView(after, 'inventory:write');
    expect([...after.all].sort()).toEqual([...scopes].sort());
  });
});

describe('migration 0028: all-scope keys gain org:write, so the demo key can change the company settings', () => {
  checkOnBothDatabases('canopy_org_keys', async (database) => {
    const after = await scopesAfterMigrating(database, '0027_org_company_settings', beforeOrgWrite);
    expectOperatorsView(after, 'org:write');
    expect([...after.all].sort()).toEqual([...scopes].sort());
  });
});
