import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placements } from '../../../src/server/db/schema';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, type CrewRow } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { onPostgres } from '../../support/test-database';

/*
 * Concurrency of POST /schedule. PGlite has a single connection and runs one transaction at a
 * time, so there these requests are serialized and cannot race; on PostgreSQL (CI sets
 * DATABASE_URL) they truly run in parallel and the crew-day lock is what keeps them apart.
 */

const mode = onPostgres() ? 'PostgreSQL: truly parallel' : 'PGlite: serialized';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let crew: CrewRow;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id);
  crew = await insertCrew(api.deps, org.id);
});

const work = async (hours = 4) =>
  (await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: hours }] })).estimate.id;

const dayRows = (day: string) =>
  api.deps.database.db
    .select({
      scheduleId: placements.id,
      estimateId: placements.estimateId,
      sortOrder: placements.sortOrder,
      plannedHours: placements.plannedHours,
    })
    .from(placements)
    .where(and(eq(placements.orgId, org.id), eq(placements.scheduledDate, day)))
    .orderBy(asc(placements.sortOrder));

describe(`POST /schedule under concurrency (${mode})`, () => {
  it('keeps sortOrder dense and unique when batches land on one crew-day in parallel', async () => {
    const day = '2026-05-04';
    const ids = await Promise.all(Array.from({ length: 12 }, () => work()));
    const answers = await Promise.all(
      ids.map((id) =>
        api.contract.post('/schedule', {
          body: { estimateIds: [id], crewId: crew.id, scheduledDate: day },
          key: org.key,
        }),
      ),
    );
    expect(answers.map((res) => res.body.data?.placedCount)).toEqual(ids.map(() => 1));
    const rows = await dayRows(day);
    expect(rows.map((row) => row.sortOrder)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.estimateId))).toEqual(new Set(ids));
  });

  it('places a batch once when it is sent several times at once under one key', async () => {
    const day = '2026-05-05';
    const ids = [await work(), await work(), await work()];
    const idempotencyKey = randomUUID();
    const body = { estimateIds: ids, crewId: crew.id, scheduledDate: day };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/schedule', body, { key: org.key, idempotencyKey })),
    );
    const stored = await dayRows(day);
    expect(stored.map((row) => row.estimateId)).toEqual(ids);
    for (const res of answers) {
      if (res.status === 409) expect(res.body.data.code).toBe('command_in_progress');
      else
        expect(res.body.data).toEqual({
          placedCount: 3,
          failedCount: 0,
          items: stored.map((row) => ({
            estimateId: row.estimateId,
            status: 'placed',
            error: null,
            scheduleId: row.scheduleId,
          })),
        });
    }
    expect(answers.some((res) => res.status === 200)).toBe(true);
  });

  it('places the hours of one estimate once when two batches put it on different days at once', async () => {
    const id = await work(4);
    const answers = await Promise.all(
      ['2026-05-06', '2026-05-07'].map((day) =>
        api.contract.post('/schedule', {
          body: { estimateIds: [id], crewId: crew.id, scheduledDate: day },
          key: org.key,
        }),
      ),
    );
    const outcomes = answers.map((res) => res.body.data.items[0]!).map((item) => `${item.status}:${item.error}`);
    expect(outcomes.sort()).toEqual(['failed:fully_placed', 'placed:null']);
    const placed = [...(await dayRows('2026-05-06')), ...(await dayRows('2026-05-07'))];
    const landed = answers.map((res) => res.body.data.items[0]!).find((item) => item.status === 'placed');
    expect(placed).toEqual([{ scheduleId: landed?.scheduleId, estimateId: id, sortOrder: 1, plannedHours: 4 }]);
  });
});
