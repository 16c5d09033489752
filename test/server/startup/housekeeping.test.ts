import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionJournal, idempotencyRecords, rateLimitWindows } from '../../../src/server/db/schema';
import { ACTION_JOURNAL_CAP } from '../../../src/server/crew-days/action-journal.repo';
import { sharedSecret } from '../../../src/server/db/server-secrets';
import { sweepExpired } from '../../../src/server/worker/housekeeping';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

describe('housekeeping sweep', () => {
  // A "now" in the year 2000: only this test's rows are that old, so other tests sharing the database are untouched.
  const now = new Date('2000-01-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('deletes expired idempotency records and rate-limit windows older than two hours, and nothing else', async () => {
    const db = api.deps.database.db;
    const [expired, live] = [randomUUID(), randomUUID()];
    const record = (key: string, expiresAt: Date) => ({
      orgId: org.id,
      key,
      requestHash: 'hash',
      state: 'completed',
      lockedUntil: at('1999-12-30T00:00:00Z'),
      responseStatus: 200,
      responseBody: '{}',
      createdAt: at('1999-12-30T00:00:00Z'),
      expiresAt,
    });
    await db
      .insert(idempotencyRecords)
      .values([record(expired, at('1999-12-31T23:59:00Z')), record(live, at('2000-01-01T01:00:00Z'))]);
    const keyId = randomUUID();
    const windows = [at('1999-12-31T21:00:00Z'), at('1999-12-31T23:00:00Z')];
    await db
      .insert(rateLimitWindows)
      .values(windows.map((windowStart) => ({ orgId: org.id, keyId, windowStart, count: 5 })));

    await sweepExpired(db, now);

    const records = await db
      .select({ key: idempotencyRecords.key })
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.orgId, org.id), inArray(idempotencyRecords.key, [expired, live])));
    expect(records.map((row) => row.key)).toEqual([live]);
    const kept = await db
      .select({ windowStart: rateLimitWindows.windowStart })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.keyId, keyId));
    expect(kept.map((row) => row.windowStart.toISOString())).toEqual(['1999-12-31T23:00:00.000Z']);
  });
});

describe('shared server secrets', () => {
  it('makes a secret once and hands every later or concurrent caller the same one', async () => {
    const name = `test_${randomUUID()}`;
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => sharedSecret(api.deps.database.db, name, api.clock.now())),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await sharedSecret(api.deps.database.db, name, api.clock.now())).toBe(secrets[0]);
    expect(await sharedSecret(api.deps.database.db, `test_${randomUUID()}`, api.clock.now())).not.toBe(secrets[0]);
  });

  it("keeps each organization's newest action journal entries up to the cap, and drops entries past 24 hours", async () => {
    const db = api.deps.database.db;
    // As above, "now" in the year 2000: only this test's entries are that old.
    const now = new Date('2000-01-01T00:00:00Z');
    const at = (iso: string) => new Date(iso);
    const orgId = randomUUID();
    const entry = (createdAt: Date) => ({
      orgId,
      id: randomUUID(),
      kind: 'move',
      changes: { days: [], placements: [] },
      createdAt,
    });
    const old = entry(at('1999-12-30T23:59:59Z'));
    await db.insert(actionJournal).values(old);
    const fresh = Array.from({ length: ACTION_JOURNAL_CAP + 2 }, () => entry(at('1999-12-31T12:00:00Z')));
    for (let start = 0; start < fresh.length; start += 500)
      await db.insert(actionJournal).values(fresh.slice(start, start + 500));

    const swept = await sweepExpired(db, now);

    const kept = await db
      .select({ id: actionJournal.id })
      .from(actionJournal)
      .where(eq(actionJournal.orgId, orgId))
      .orderBy(asc(actionJournal.seq));
    expect(kept.map((row) => row.id)).toEqual(fresh.slice(2).map((row) => row.id));
    expect(swept.actionJournal).toBeGreaterThanOrEqual(3);
    await db.execute(sql`DELETE FROM action_journal WHERE org_id = ${orgId}`);
  });
});
