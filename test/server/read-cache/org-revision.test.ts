import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { crews } from '../../../src/server/db/schema';
import { readOrgRevision } from '../../../src/server/read-cache/org-revision.repo';
import { insertSite } from '../../support/inventory-fixtures';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Migration 0005: an organization's data revision advances once per committed transaction that
 * changed its business rows, and never for bookkeeping, so cached reads stay valid between changes.
 */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const revisionOf = async (orgId: string) => (await readOrgRevision(api.deps.database.db, orgId))?.revision;

const crewValues = (orgId: string, name: string) => {
  const now = api.clock.now();
  return { orgId, id: randomUUID(), name, color: '#2e7d32', createdAt: now, updatedAt: now };
};

describe('org_data_revisions', () => {
  it('advances once for a transaction that writes many rows, however many statements it runs', async () => {
    const org = await api.newOrg();
    const before = await revisionOf(org.id);
    await api.deps.database.db.transaction(async (tx) => {
      await tx
        .insert(crews)
        .values([crewValues(org.id, 'Alpha'), crewValues(org.id, 'Bravo'), crewValues(org.id, 'Charlie')]);
      await tx
        .update(crews)
        .set({ color: '#000000' })
        .where(sql`org_id = ${org.id}::uuid`);
    });
    expect(await revisionOf(org.id)).toBe((before ?? 0) + 1);
  });

  it('stays put when the transaction rolls back', async () => {
    const org = await api.newOrg();
    await insertCrew(api.deps, org.id);
    const before = await revisionOf(org.id);
    await expect(
      api.deps.database.db.transaction(async (tx) => {
        await tx.insert(crews).values(crewValues(org.id, 'Never'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await revisionOf(org.id)).toBe(before);
  });

  it('advances each organization a transaction touched, and no other', async () => {
    const [first, second, bystander] = await Promise.all([api.newOrg(), api.newOrg(), api.newOrg()]);
    await insertCrew(api.deps, bystander.id);
    const before = await Promise.all([first, second, bystander].map((org) => revisionOf(org.id)));
    await api.deps.database.db.transaction(async (tx) => {
      await tx.insert(crews).values([crewValues(first.id, 'One'), crewValues(second.id, 'Two')]);
    });
    const after = await Promise.all([first, second, bystander].map((org) => revisionOf(org.id)));
    expect(after).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1, before[2]]);
  });

  it('is not advanced by reads, whose rate-limit counting writes only bookkeeping', async () => {
    const org = await api.newOrg();
    await insertSite(api.deps, org.id);
    const before = await revisionOf(org.id);
    for (const path of ['/schedule', '/schedule/unscheduled', '/schedule/fit?hours=2&days=3', '/sites', '/crews']) {
      expect((await api.get(path, { key: org.key })).status).toBe(200);
    }
    expect(await revisionOf(org.id)).toBe(before);
  });

  it('has a trigger on every tenant table except the bookkeeping and field-inventory ones', async () => {
    const rows = await queryRows<{ table_name: string; has_trigger: boolean }>(
      api.deps.database.db,
      sql`SELECT c.table_name,
                 EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.table_name::regclass AND t.tgname = c.table_name || '_revision') AS has_trigger
          FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.column_name = 'org_id'
            AND c.table_name <> 'org_data_revisions'
          ORDER BY c.table_name`,
    );
    const untracked = rows.filter((row) => !row.has_trigger).map((row) => row.table_name);
    // None of these shows in a cached read (board, queue, fit), or, as placement_cards and
    // crew_day_rows, changes only in the statement that changes what it is made of; anything else
    // must advance the revision. The logo is printed on documents only, which are never cached; the
    // outbox's messages, the message templates, the undo journal and the planner's proposals are read by
    // no cached answer either.
    expect(untracked).toEqual([
      'action_journal',
      'api_keys',
      'counters',
      'crew_day_rows',
      'events',
      'idempotency_records',
      'message_templates',
      'messages',
      'notes',
      'organization_logos',
      'placement_cards',
      'rate_limit_windows',
      'route_jobs',
      'route_optimize_meter',
      'schedule_plans',
      'tree_photos',
      'trees',
    ]);
    const organizations = await queryRows<{ tracked: boolean }>(
      api.deps.database.db,
      sql`SELECT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'organizations'::regclass AND tgname = 'organizations_revision') AS tracked`,
    );
    expect(organizations[0]?.tracked).toBe(true);
  });
});
