import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { placements } from '../../../src/server/db/schema';
import { insertCrew } from '../../support/schedule-fixtures';
import { onPostgres } from '../../support/test-database';
import { startTestApp, type TestApp } from '../../support/test-app';
import { waitUntil } from '../../support/wait-until';
import { addStop, dayOrder, dayWorld, dense, type DayWorld } from './day-ops.fixtures';

/*
 * PGlite runs one transaction at a time, so two bumps can never interleave there; these races only
 * exist (and are only asserted) on PostgreSQL, which CI provides through DATABASE_URL.
 */

let api: TestApp;
let world: DayWorld;

const MON = '2026-03-09';
const TUE = '2026-03-10';
const WED = '2026-03-11';

beforeAll(async () => {
  api = await startTestApp();
  world = await dayWorld(api);
});

const bump = (crewId: string, fromDate: string, days: number) =>
  api.contract.post('/schedule/bump', { body: { crewId, fromDate, days }, key: world.org.key });

/** POST /schedule/bump uncheckedly, for a race whose loser's failure is read. */
const sendBump = (crewId: string, fromDate: string, days: number) =>
  api.post('/schedule/bump', { crewId, fromDate, days }, { key: world.org.key });

async function crewPlacements(crewId: string) {
  return api.deps.database.db
    .select({ id: placements.id, day: placements.scheduledDate })
    .from(placements)
    .where(and(eq(placements.orgId, world.org.id), eq(placements.crewId, crewId)));
}

async function fillDays(crewId: string, days: readonly string[], perDay: number): Promise<string[]> {
  const ids: string[] = [];
  for (const day of days) {
    for (let sortOrder = 1; sortOrder <= perDay; sortOrder++)
      ids.push((await addStop(api, world, { crewId, day, sortOrder })).scheduleId);
  }
  return ids;
}

describe.runIf(onPostgres())('POST /schedule/bump under concurrency (PostgreSQL)', () => {
  it('never loses or duplicates a placement when related days are bumped in parallel', async () => {
    for (let round = 0; round < 6; round++) {
      const crew = await insertCrew(api.deps, world.org.id, { name: `Race crew ${round}` });
      const before = await fillDays(crew.id, [MON, TUE], 3);

      const answers = await Promise.all([bump(crew.id, MON, 1), bump(crew.id, TUE, 1)]);

      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const after = await crewPlacements(crew.id);
      expect(after.map((row) => row.id).sort()).toEqual([...before].sort());
      for (const day of [MON, TUE, WED]) {
        const { sortOrders } = await dayOrder(api, world.org.id, crew.id, day);
        expect(sortOrders).toEqual(dense(sortOrders.length));
      }
    }
  });

  it('answers 409 conflict and moves nothing when a concurrent bump lands work on its target first', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Contended crew' });
    const fromMonday = await fillDays(crew.id, [MON], 2);
    const fromTuesday = await fillDays(crew.id, [TUE], 2);
    await bump(crew.id, WED, 1); // creates Wednesday's route row, so the test can hold its lock

    const locker = new pg.Client({ connectionString: inject('testDatabaseUrl') ?? undefined });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM routes WHERE org_id = $1 AND crew_id = $2 AND day = $3 FOR UPDATE', [
        world.org.id,
        crew.id,
        WED,
      ]);
      // Both bumps read Wednesday's version, take their source day, then queue behind the held lock.
      const racing = Promise.all([sendBump(crew.id, MON, 2), sendBump(crew.id, TUE, 1)]);
      await waitUntil(async () => {
        const { rows } = await locker.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0].waiting >= 2;
      });
      await locker.query('COMMIT');
      const [monday, tuesday] = await racing;

      expect([monday.status, tuesday.status].sort()).toEqual([200, 409]);
      const loser = monday.status === 409 ? monday : tuesday;
      expect(loser.body.data).toEqual({ code: 'conflict' });
      expect(loser.body.message).toMatch(/try again/);
      const [winnerIds, loserIds, loserDay] =
        monday.status === 200 ? [fromMonday, fromTuesday, TUE] : [fromTuesday, fromMonday, MON];
      expect((await dayOrder(api, world.org.id, crew.id, loserDay)).ids).toEqual(loserIds);
      expect(await dayOrder(api, world.org.id, crew.id, WED)).toEqual({ ids: winnerIds, sortOrders: dense(2) });
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });
});
