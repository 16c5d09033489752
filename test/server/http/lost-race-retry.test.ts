import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew } from '../../support/schedule-fixtures';
import { onPostgres } from '../../support/test-database';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { waitUntil } from '../../support/wait-until';

/*
 * Two writers locking the same rows in opposite orders deadlock, and PostgreSQL ends one of them
 * (the one that has waited longest: it looks for the cycle first). When that one is an API write,
 * the client is owed its answer, not a 500: the write runs again once the other has committed.
 * Only PostgreSQL runs two transactions at once (the embedded database runs one at a time).
 */

const DAY = '2026-05-12';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

describe.runIf(onPostgres())('a write that loses a deadlock', () => {
  it('is run again and answers as if it had not met the other writer', async () => {
    const crew = await insertCrew(api.deps, org.id, { name: 'Cedar' });
    const site = await insertSite(api.deps, org.id, { label: 'Two jobs', latitude: 45.5, longitude: -122.6 });
    const works = await Promise.all([
      insertAcceptedWork(api.deps, org.id, site),
      insertAcceptedWork(api.deps, org.id, site),
    ]);
    // Placing locks the batch's estimates in id order: the lower id, then the higher.
    const [lower, higher] = works.map(({ estimate }) => estimate.id).sort();
    if (!lower || !higher) throw new Error('two estimates were not made');

    const other = new pg.Client({ connectionString: inject('testDatabaseUrl') ?? undefined });
    await other.connect();
    const lockEstimate = (id: string) =>
      other.query('SELECT id FROM estimates WHERE org_id = $1 AND id = $2 FOR NO KEY UPDATE', [org.id, id]);
    try {
      // The other writer holds the higher estimate; the API's placing takes the lower and waits for it.
      await other.query('BEGIN');
      await lockEstimate(higher);
      const placing = api.contract.post('/schedule', {
        body: { estimateIds: [lower, higher], crewId: crew.id, scheduledDate: DAY },
        key: org.key,
      });
      await waitUntil(async () => {
        const { rows } = await other.query(
          'SELECT count(*)::int AS blocked FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))',
        );
        return rows[0]?.blocked === 1;
      });
      // Now the other writer wants the lower one: each waits for the other. That this lock is
      // granted at all, before the other writer commits, shows the API's transaction was ended
      // (it could not commit without the higher one): PostgreSQL failed it, as it waited first.
      await lockEstimate(lower);
      await other.query('COMMIT');

      const placed = await placing;
      expect(placed.status).toBe(200);
      expect(placed.body.data.items.map((item: { status: string }) => item.status)).toEqual(['placed', 'placed']);
      const board = await api.contract.get('/schedule', { query: { from: DAY, to: DAY }, key: org.key });
      expect(board.body.data.upcoming.map((work: { estimateId: string }) => work.estimateId).sort()).toEqual([
        lower,
        higher,
      ]);
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.end();
    }
  });
});
