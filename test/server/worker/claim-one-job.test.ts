import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { claimDueJob, enqueueRouteJobs } from '../../../src/server/crew-days/route-jobs.repo';
import { openPglite, type Database } from '../../../src/server/db/client';
import { routeJobs, routes } from '../../../src/server/db/schema';
import { JOB_LEASE_MS } from '../../../src/server/worker/route-worker';
import { ownPostgresDatabases } from '../../support/own-database';

/*
 * A claim takes exactly one job whatever plan the database picks for it. A queue is often near
 * empty when statistics are taken; PostgreSQL then planned the old claim (a LIMIT 1 ... SKIP LOCKED
 * subquery joined to the table it updates) with the job table outermost and the pick re-run for
 * each row, so one claim leased every due job and ran only the first: the others waited out the
 * lease, and a second worker found nothing (docs/decisions/routes.md "One claim, one job").
 * Each database here is the test's own: its statistics are what the test makes them.
 */

const NOW = new Date('2026-03-05T14:00:00Z');
const LEASE_UNTIL = new Date(NOW.getTime() + JOB_LEASE_MS);

async function queueDays(database: Database, orgId: string, days: readonly string[], availableAt: Date) {
  const ids = days.map(() => randomUUID());
  await database.db
    .insert(routes)
    .values(days.map((day, index) => ({ orgId, id: ids[index]!, crewId: null, day, createdAt: NOW, updatedAt: NOW })));
  await database.db.transaction((tx) => enqueueRouteJobs(tx, orgId, ids, availableAt));
}

/** Statistics taken while the queue held one job of another organization, not yet due; then four due jobs. */
async function nearlyEmptyQueueThenFourDue(database: Database) {
  await queueDays(database, randomUUID(), ['2026-03-04'], new Date(NOW.getTime() + 3_600_000));
  await database.db.execute(sql`ANALYZE route_jobs`);
  const orgId = randomUUID();
  await queueDays(database, orgId, ['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'], NOW);
  return orgId;
}

const jobStates = async (database: Database, orgId: string) =>
  (await database.db.select({ state: routeJobs.state }).from(routeJobs).where(eq(routeJobs.orgId, orgId)))
    .map((job) => job.state)
    .sort();

async function expectOneJobPerClaim(database: Database) {
  await database.migrate();
  const orgId = await nearlyEmptyQueueThenFourDue(database);

  const first = await claimDueJob(database.db, NOW, LEASE_UNTIL, [orgId]);
  expect(first).not.toBeNull();
  expect(await jobStates(database, orgId)).toEqual(['queued', 'queued', 'queued', 'running']);

  const taken = new Set([first!.id]);
  for (let claim = 2; claim <= 4; claim++) {
    const next = await claimDueJob(database.db, NOW, LEASE_UNTIL, [orgId]);
    expect(next).not.toBeNull();
    taken.add(next!.id);
  }
  expect(taken.size).toBe(4);
  expect(await claimDueJob(database.db, NOW, LEASE_UNTIL, [orgId])).toBeNull();
}

describe('a claim takes one job, whatever the statistics say about the queue', () => {
  it('on the embedded database', async () => {
    const database = await openPglite();
    try {
      await expectOneJobPerClaim(database);
    } finally {
      await database.close();
    }
  });

  const runUrl = inject('testDatabaseUrl');
  describe.runIf(runUrl)('on PostgreSQL', () => {
    const openOwn = ownPostgresDatabases(runUrl!);
    const ownDatabase = () => openOwn('canopy_claim', 4);

    it('one job per claim', async () => {
      await expectOneJobPerClaim(await ownDatabase());
    });

    it('a second worker, while the first claim is uncommitted, takes another job at once', async () => {
      const database = await ownDatabase();
      await database.migrate();
      const orgId = await nearlyEmptyQueueThenFourDue(database);
      await database.db
        .transaction(async (tx) => {
          const first = await claimDueJob(tx, NOW, LEASE_UNTIL, [orgId]);
          const second = await claimDueJob(database.db, NOW, LEASE_UNTIL, [orgId]);
          expect(first).not.toBeNull();
          expect(second).not.toBeNull();
          expect(second!.id).not.toBe(first!.id);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if ((error as Error).message !== 'Rollback') throw error;
        });
    });
  });
});
