import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { estimateLines, events, invoices } from '../../../src/server/db/schema';
import { crewPhoneScopes, makeKey, type MadeKey } from '../../support/crew-key-fixtures';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { onPostgres } from '../../support/test-database';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { waitUntil } from '../../support/wait-until';

/*
 * Marking work done under concurrency (issue 41). PGlite runs one transaction at a time, so these
 * races only exist (and are only asserted) on PostgreSQL. Each request's estimate row is held by a
 * test transaction until both requests wait on it, so they truly meet.
 */

let api: TestApp;
let org: TestOrg;
let phone: MadeKey;
let crewId: string;
let site: { id: string; customerId: string };

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Racing Arborists' });
  crewId = (await insertCrew(api.deps, org.id, { name: 'Race crew' })).id;
  const row = await insertSite(api.deps, org.id);
  site = { id: row.id, customerId: row.customerId };
  phone = await makeKey(api, org, { name: 'Race tablet', crewId, scopes: crewPhoneScopes });
});

async function placedWork(doneLines: number, pendingLines: number) {
  const lines = [
    ...Array.from({ length: doneLines }, () => ({ status: 'done' })),
    ...Array.from({ length: pendingLines }, () => ({})),
  ];
  const work = await insertAcceptedWork(api.deps, org.id, site, { lines });
  await insertPlacement(api.deps, org.id, { estimateId: work.estimate.id, scheduledDate: '2026-03-02', crewId });
  return { id: work.estimate.id, lineIds: work.lines.map((line) => line.id) };
}

/**
 * Runs `requests` while a test transaction holds the estimate's row: each is sent once the ones
 * before it wait on the row (so they queue in this order), and the row is released once all wait.
 */
async function queuedOn<T>(estimateId: string, requests: (() => Promise<T>)[]): Promise<T[]> {
  const locker = new pg.Client({ connectionString: inject('testDatabaseUrl') ?? undefined });
  await locker.connect();
  // Asked outside the locker's transaction: a transaction sees pg_stat_activity as it was at its first look.
  const waitingFor = (count: number) =>
    waitUntil(async () => {
      const [row] = await queryRows<{ waiting: number }>(
        api.deps.database.db,
        sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return (row?.waiting ?? 0) >= count;
    });
  try {
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM estimates WHERE org_id = $1 AND id = $2 FOR UPDATE', [org.id, estimateId]);
    const sent: Promise<T>[] = [];
    for (const request of requests) {
      sent.push(request());
      await waitingFor(sent.length);
    }
    await locker.query('COMMIT');
    return await Promise.all(sent);
  } finally {
    await locker.query('ROLLBACK').catch(() => undefined);
    await locker.end();
  }
}

describe.runIf(onPostgres())('marking work done under concurrency (PostgreSQL)', () => {
  it('two marks of the same line: both answer done, the line is marked once and said once', async () => {
    for (let round = 0; round < 4; round++) {
      const work = await placedWork(0, 2);
      const mark = () =>
        api.request('PATCH', `/estimates/${work.id}/lines/${work.lineIds[0]}`, { status: 'done' }, { key: phone.key });
      const answers = await queuedOn(work.id, [mark, mark]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[0]!.body.data.lines[0]).toEqual(answers[1]!.body.data.lines[0]);
      const said = await api.deps.database.db
        .select()
        .from(events)
        .where(and(eq(events.orgId, org.id), eq(events.type, 'estimate.changed')));
      expect(said.filter((event) => (event.payload as { estimateId: string }).estimateId === work.id)).toHaveLength(1);
    }
  });

  it('a line set back to pending while the work is billed: never an invoice for work not all done', async () => {
    for (const first of ['reopen', 'bill'] as const) {
      const work = await placedWork(2, 0);
      const reopen = () =>
        api.request(
          'PATCH',
          `/estimates/${work.id}/lines/${work.lineIds[0]}`,
          { status: 'pending' },
          { key: phone.key },
        );
      const bill = () => api.post('/invoices', { estimateId: work.id, post: true }, { key: org.key });
      const [reopened, billed] =
        first === 'reopen'
          ? await queuedOn(work.id, [reopen, bill])
          : (await queuedOn(work.id, [bill, reopen])).reverse();

      // The one that took the estimate first wins; the other is refused in plain words.
      expect([reopened!.status, billed!.status]).toEqual(first === 'reopen' ? [200, 422] : [422, 201]);
      const live = await api.deps.database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orgId, org.id), eq(invoices.estimateId, work.id), ne(invoices.state, 'voided')));
      const pending = await api.deps.database.db
        .select()
        .from(estimateLines)
        .where(
          and(
            eq(estimateLines.orgId, org.id),
            eq(estimateLines.estimateId, work.id),
            eq(estimateLines.status, 'pending'),
          ),
        );
      expect({ invoices: live.length, pendingLines: pending.length }).toEqual(
        first === 'reopen' ? { invoices: 0, pendingLines: 1 } : { invoices: 1, pendingLines: 0 },
      );
    }
  });
});
