import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertScheduleCatalog,
  insertUser,
  type CrewRow,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * The board, the queue and fit are served from the read cache while nothing changed. Whatever
 * changes, through the API or straight in the database, the cached app answers exactly what a
 * twin app without a cache answers from the same database.
 */

let cached: TestApp;
let uncached: TestApp;
let org: TestOrg;
let alpha: CrewRow;
let bravo: CrewRow;
let site: SiteRow;
let waiting: string[];

const WEEK = '?from=2026-03-02&to=2026-03-13';
const reads = () => [
  `/schedule${WEEK}`,
  '/schedule',
  '/schedule/unscheduled?limit=10',
  '/schedule/unscheduled?categories=Removal',
  `/schedule/fit?estimateIds=${waiting[0]}&lat=45.5&lng=-122.6&days=5`,
  '/schedule/fit?hours=3&days=5',
];

/** Every read answers the same from both apps (and the cached app's second answer is the same again). */
async function expectSameAnswers(): Promise<void> {
  for (const path of reads()) {
    const first = await cached.get(path, { key: org.key });
    const again = await cached.get(path, { key: org.key });
    const fresh = await uncached.get(path, { key: org.key });
    expect({ path, status: first.status }).toEqual({ path, status: 200 });
    expect({ path, body: first.body }).toEqual({ path, body: fresh.body });
    expect({ path, body: again.body }).toEqual({ path, body: fresh.body });
  }
}

const db = () => cached.deps.database.db;

beforeAll(async () => {
  cached = await startTestApp();
  uncached = await startTestApp({ config: { readCacheBytes: 0 } });
  org = await cached.newOrg();
  const catalog = await insertScheduleCatalog(cached.deps, org.id);
  alpha = await insertCrew(cached.deps, org.id, { name: 'Alpha' });
  bravo = await insertCrew(cached.deps, org.id, { name: 'Bravo' });
  site = await insertSite(cached.deps, org.id, { label: 'Maple house', latitude: 45.5, longitude: -122.6 });
  waiting = [];
  for (const hours of [3, 5, 2, 4]) {
    const { estimate } = await insertAcceptedWork(cached.deps, org.id, site, {
      lines: [{ catalogItemId: catalog.removal.id, estimatedHours: hours, quantity: 1, unitPriceCents: 10_000 }],
    });
    waiting.push(estimate.id);
  }
});

const place = (estimateIds: string[], crewId: string | null, scheduledDate: string) =>
  cached.post('/schedule', { estimateIds, crewId, scheduledDate }, { key: org.key, idempotencyKey: randomUUID() });

describe('cached reads', () => {
  it('answer what an uncached app answers after every kind of change', async () => {
    await expectSameAnswers();

    // Through the API.
    expect((await place([waiting[1]!, waiting[2]!], alpha.id, '2026-03-03')).status).toBe(200);
    await expectSameAnswers();
    const board = await cached.get(`/schedule${WEEK}`, { key: org.key });
    const moved = board.body.data.upcoming[0];
    const move = await cached.request(
      'PATCH',
      `/estimates/${moved.estimateId}/schedule/${moved.scheduleId}`,
      { crewId: bravo.id, scheduledDate: '2026-03-04' },
      { key: org.key, idempotencyKey: randomUUID() },
    );
    expect(move.status).toBe(200);
    await expectSameAnswers();
    const bump = await cached.post(
      '/schedule/bump',
      { crewId: alpha.id, fromDate: '2026-03-03', days: 1 },
      { key: org.key, idempotencyKey: randomUUID() },
    );
    expect(bump.status).toBe(200);
    await expectSameAnswers();
    const district = await cached.post(
      '/districts',
      {
        name: 'Downtown',
        boundary: [
          [-123, 45],
          [-122, 45],
          [-122, 46],
        ],
      },
      { key: org.key, idempotencyKey: randomUUID() },
    );
    expect(district.status).toBe(201);
    await expectSameAnswers();
    const reshaped = await cached.request(
      'PATCH',
      `/districts/${district.body.data.id}`,
      {
        boundary: [
          [-122.7, 45.4],
          [-122.5, 45.4],
          [-122.5, 45.6],
        ],
      },
      { key: org.key, idempotencyKey: randomUUID() },
    );
    expect(reshaped.status).toBe(200);
    await expectSameAnswers();
    const deleted = await cached.request('DELETE', `/districts/${district.body.data.id}`, undefined, {
      key: org.key,
      idempotencyKey: randomUUID(),
    });
    expect(deleted.status).toBe(200);
    await expectSameAnswers();
    const assignee = await insertUser(cached.deps, org.id);
    const appointment = await cached.post(
      '/appointments',
      { siteId: site.id, assigneeId: assignee, date: '2026-03-05', title: 'Walk the lot' },
      { key: org.key, idempotencyKey: randomUUID() },
    );
    expect(appointment.status).toBe(201);
    await expectSameAnswers();

    // Straight in the database: what the admin command line, a migration or a repair would do.
    await db().execute(
      sql`UPDATE crews SET name = 'Zulu', color = '#000000' WHERE org_id = ${org.id}::uuid AND id = ${alpha.id}::uuid`,
    );
    await expectSameAnswers();
    await db().execute(
      sql`UPDATE sites SET label = 'Oak house', latitude = 45.52 WHERE org_id = ${org.id}::uuid AND id = ${site.id}::uuid`,
    );
    await expectSameAnswers();
    await db().execute(
      sql`UPDATE estimate_lines SET estimated_hours = 7 WHERE org_id = ${org.id}::uuid AND estimate_id = ${waiting[0]}::uuid`,
    );
    await expectSameAnswers();
    await db().execute(sql`UPDATE organizations SET placeholder_hours = 6 WHERE id = ${org.id}::uuid`);
    await expectSameAnswers();
    await db().execute(sql`UPDATE crews SET active = false WHERE org_id = ${org.id}::uuid AND id = ${bravo.id}::uuid`);
    await expectSameAnswers();

    // A new day: "today" and the default `from` move on.
    for (const app of [cached, uncached]) app.clock.set('2026-03-04T16:00:00.000Z');
    await expectSameAnswers();
  });

  it('lose no change made while reads run in parallel with writes', async () => {
    const dates = ['2026-03-09', '2026-03-10', '2026-03-11'];
    const readsWhileWriting = Array.from({ length: 12 }, (_, index) =>
      cached.get(reads()[index % 3]!, { key: org.key }),
    );
    const writes = dates.map((date, index) => place([waiting[3]!], index % 2 === 0 ? null : bravo.id, date));
    for (const answer of await Promise.all([...readsWhileWriting, ...writes])) expect(answer.status).toBe(200);
    await expectSameAnswers();
  });

  it("never hand one organization's answer to another asking the same question", async () => {
    const other = await cached.newOrg();
    const otherSite = await insertSite(cached.deps, other.id, {
      label: 'Their lot',
      latitude: 45.4,
      longitude: -122.5,
    });
    await insertAcceptedWork(cached.deps, other.id, otherSite, { lines: [{ estimatedHours: 1 }] });
    const mine = await cached.get('/schedule/unscheduled?limit=10', { key: org.key });
    const theirs = await cached.get('/schedule/unscheduled?limit=10', { key: other.key });
    expect(theirs.body.data.items.map((row: { siteLabel: string }) => row.siteLabel)).toEqual(['Their lot']);
    expect(mine.body.data.items.map((row: { siteLabel: string }) => row.siteLabel)).not.toContain('Their lot');
  });
});
