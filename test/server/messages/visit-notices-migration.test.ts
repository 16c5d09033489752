import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { messages, organizations } from '../../../src/server/db/schema';
import { checkOnBothDatabases, migrateUpTo } from '../../support/migrate-up-to';

/*
 * Migration 0037 (docs/decisions/messages.md): the messages sent before it are named by the record
 * they carry, every organization tells no customer of visits until it says so, and a second
 * pending notice of one job is refused.
 */

const LAST_BEFORE = '0036_schedule_plans';

async function afterMigrating(database: Database) {
  await migrateUpTo(database, LAST_BEFORE);
  // Written as the schema stood then (raw SQL), so later columns never break this check.
  const orgId = crypto.randomUUID();
  const [estimateMessage, invoiceMessage, estimateId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await database.db.execute(sql`INSERT INTO organizations (id, name, time_zone, created_at, updated_at)
    VALUES (${orgId}, 'Before notices', 'America/Los_Angeles', now(), now())`);
  await database.db.execute(sql`INSERT INTO messages
      (org_id, id, to_address, subject, body_text, estimate_id, invoice_id, available_at, created_at, updated_at)
    VALUES (${orgId}, ${estimateMessage}, 'a@example.com', 'Estimate', 'Hello', ${estimateId}, NULL, now(), now(), now()),
           (${orgId}, ${invoiceMessage}, 'a@example.com', 'Invoice', 'Hello', NULL, ${crypto.randomUUID()}, now(), now(), now())`);
  await database.migrate();

  const kinds = await database.db
    .select({ id: messages.id, kind: messages.kind })
    .from(messages)
    .where(eq(messages.orgId, orgId));
  const [org] = await database.db
    .select({ visitNotices: organizations.visitNotices })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const pending = (id: string) =>
    database.db.execute(sql`INSERT INTO messages
        (org_id, id, to_address, subject, body_text, kind, visit_day, estimate_id, available_at, created_at, updated_at)
      VALUES (${orgId}, ${id}, 'a@example.com', 'Scheduled', 'Hello', 'visitScheduled', '2026-12-01', ${estimateId}, now(), now(), now())`);
  await pending(crypto.randomUUID());
  const secondRefused = await pending(crypto.randomUUID()).then(
    () => false,
    () => true,
  );
  return {
    kinds: Object.fromEntries(kinds.map((row) => [row.id, row.kind])),
    visitNotices: org?.visitNotices,
    secondRefused,
    expected: { [estimateMessage]: 'estimate', [invoiceMessage]: 'invoice' },
  };
}

describe('migration 0037: message kinds, the visit notice policy, one pending notice per job', () => {
  checkOnBothDatabases('canopy_notices', async (database) => {
    const { expected, ...found } = await afterMigrating(database);
    expect(found).toEqual({ kinds: expected, visitNotices: 'off', secondRefused: true });
  });
});
