import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../../src/server/db/client';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { type ScheduledWork } from '../../../src/shared/contract/scheduled-work';
import { boardOfRows, scheduleBoardRowsSchema } from '../../../src/shared/contract/schedule-board';
import { whileFirstHolds } from '../../support/held-transaction';
import { insertCustomer, insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement, type CrewRow } from '../../support/schedule-fixtures';
import { staleStoredRows } from '../../support/stale-stored-rows';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * GET /schedule shows each placement's stored card (placement_cards, migration 0010), kept by triggers
 * on the tables a card shows. Whatever writes them, through the API or straight into the database as
 * the field app and operators do, the board must show what the placement, its estimate and its site
 * say now: each step below changes one of them, and after each the stored cards equal the cards
 * built afresh (the view placement_card_source), each crew-day's stored rows (crew_day_rows,
 * migration 0019) those built afresh from the cards (crew_day_row_source), and the board shows the
 * change.
 */

const DAY = '2026-03-10';
const NEXT_DAY = '2026-03-11';
const LAST_DAY = '2026-03-12';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let alder: CrewRow;
let birch: CrewRow;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id, { label: 'Card house', latitude: 45.5, longitude: -122.6 });
  alder = await insertCrew(api.deps, org.id, { name: 'Alder' });
  birch = await insertCrew(api.deps, org.id, { name: 'Birch' });
});

const execute = (statement: SQL) => api.deps.database.db.execute(statement);

/** No stored card nor crew-day row of the organization is stale. */
async function expectStoredCurrent() {
  expect(await staleStoredRows(api.deps.database.db, org.id)).toEqual({ cards: 0, crewDays: 0 });
}

async function board(from = DAY, to = LAST_DAY) {
  const res = await api.contract.get('/schedule', { query: { from, to }, key: org.key });
  expect(res.status).toBe(200);
  return scheduleBoardSchema.parse(res.body.data);
}

async function boardRows(from = DAY, to = LAST_DAY): Promise<ScheduledWork[]> {
  return (await board(from, to)).upcoming;
}

async function cardOf(scheduleId: string): Promise<ScheduledWork | undefined> {
  return (await boardRows()).find((row) => row.scheduleId === scheduleId);
}

describe('stored placement cards', () => {
  it('follow every write to a placement, its estimate and its site', async () => {
    const { estimate, lines } = await insertAcceptedWork(api.deps, org.id, site, {
      lines: [{ quantity: 1, unitPriceCents: 40_000, status: 'pending' }],
    });

    const placed = await api.contract.post('/schedule', {
      body: { estimateIds: [estimate.id], crewId: alder.id, scheduledDate: DAY, plannedHours: 3 },
      key: org.key,
    });
    expect(placed.status).toBe(200);
    const scheduleId = placed.body.data.items[0]?.scheduleId;
    if (!scheduleId) throw new Error('the placement was refused');
    await expectStoredCurrent();
    expect(await cardOf(scheduleId)).toMatchObject({
      siteLabel: 'Card house',
      totalCents: 40_000,
      plannedHours: 3,
      estimateStatus: 'scheduled',
      crew: { id: alder.id, name: 'Alder' },
    });

    const moved = await api.contract.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: estimate.id, scheduleId },
      body: { scheduledDate: NEXT_DAY, crewId: birch.id, note: 'Gate code 1234' },
      key: org.key,
    });
    expect(moved.status).toBe(200);
    await expectStoredCurrent();
    expect(await cardOf(scheduleId)).toMatchObject({
      scheduledDate: NEXT_DAY,
      note: 'Gate code 1234',
      crew: { id: birch.id, name: 'Birch' },
    });
    // The day it left held nothing else: its stored row is empty, and the board no longer lists the day.
    const shownDays = (await board()).crewDays.map((day) => [day.crewId, day.date]);
    expect(shownDays).toEqual([[birch.id, NEXT_DAY]]);

    // The field app marks the work done line by line; the estimate's line facts follow (migration 0004).
    await execute(
      sql`UPDATE estimate_lines SET status = 'done' WHERE org_id = ${org.id}::uuid AND id = ${lines[0]!.id}::uuid`,
    );
    await expectStoredCurrent();
    expect((await cardOf(scheduleId))?.estimateStatus).toBe('completed');

    await execute(
      sql`UPDATE sites SET label = 'Renamed house' WHERE org_id = ${org.id}::uuid AND id = ${site.id}::uuid`,
    );
    await expectStoredCurrent();
    expect((await cardOf(scheduleId))?.siteLabel).toBe('Renamed house');

    const district = await api.contract.post('/districts', {
      body: {
        name: 'Card district',
        boundary: [
          [-122.7, 45.4],
          [-122.5, 45.4],
          [-122.5, 45.6],
          [-122.7, 45.6],
        ],
      },
      key: org.key,
    });
    expect(district.status).toBe(201);
    const districtId = district.body.data.id;
    await expectStoredCurrent();
    expect((await cardOf(scheduleId))?.districtIds).toEqual([districtId]);

    const sitePatched = await api.contract.patch('/sites/{siteId}', {
      path: { siteId: site.id },
      body: { latitude: 45.8, longitude: -122.6 },
      key: org.key,
    });
    expect(sitePatched.status).toBe(200);
    await expectStoredCurrent();
    expect(await cardOf(scheduleId)).toMatchObject({ latitude: 45.8, districtIds: [] });

    const reshaped = await api.contract.patch('/districts/{districtId}', {
      path: { districtId },
      body: {
        boundary: [
          [-122.7, 45.7],
          [-122.5, 45.7],
          [-122.5, 45.9],
          [-122.7, 45.9],
        ],
      },
      key: org.key,
    });
    expect(reshaped.status).toBe(200);
    await expectStoredCurrent();
    expect((await cardOf(scheduleId))?.districtIds).toEqual([districtId]);

    const deleted = await api.contract.delete('/districts/{districtId}', { path: { districtId }, key: org.key });
    expect(deleted.status).toBe(200);
    await expectStoredCurrent();
    expect((await cardOf(scheduleId))?.districtIds).toEqual([]);

    // A crew's name and colour are joined as the board reads, so a rename shows without touching a card.
    await execute(sql`UPDATE crews SET name = 'Birch North' WHERE org_id = ${org.id}::uuid AND id = ${birch.id}::uuid`);
    expect((await cardOf(scheduleId))?.crew?.name).toBe('Birch North');

    const removed = await api.contract.delete('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: estimate.id, scheduleId },
      key: org.key,
    });
    expect(removed.status).toBe(200);
    await expectStoredCurrent();
    expect(await cardOf(scheduleId)).toBeUndefined();
  });

  it('show an estimate declined after it was placed', async () => {
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site);
    const placed = await api.contract.post('/schedule', {
      body: { estimateIds: [estimate.id], crewId: alder.id, scheduledDate: DAY },
      key: org.key,
    });
    const scheduleId = placed.body.data.items[0]?.scheduleId;
    if (!scheduleId) throw new Error('the placement was refused');

    await execute(
      sql`UPDATE estimates SET status = 'declined' WHERE org_id = ${org.id}::uuid AND id = ${estimate.id}::uuid`,
    );
    await expectStoredCurrent();
    expect((await cardOf(scheduleId))?.estimateStatus).toBe('declined');
  });

  /**
   * `first` changes a placement and holds its transaction open while the placement's site is
   * renamed: on PostgreSQL the rename must not leave a card built before the first committed.
   */
  async function renameSiteDuring(siteId: string, first: (tx: Tx) => Promise<void>) {
    await whileFirstHolds(api.deps.database, first, () =>
      execute(
        sql`UPDATE sites SET label = label || ' (back gate)' WHERE org_id = ${org.id}::uuid AND id = ${siteId}::uuid`,
      ),
    );
  }

  it('stay true when a placement moves while its site is renamed', async () => {
    const corner = await insertSite(api.deps, org.id, { label: 'Corner lot', latitude: 45.51, longitude: -122.61 });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, corner);
    const placed = await api.contract.post('/schedule', {
      body: { estimateIds: [estimate.id], crewId: alder.id, scheduledDate: DAY },
      key: org.key,
    });
    const scheduleId = placed.body.data.items[0]?.scheduleId;
    if (!scheduleId) throw new Error('the placement was refused');

    await renameSiteDuring(corner.id, async (tx) => {
      await tx.execute(
        sql`UPDATE placements SET scheduled_date = ${NEXT_DAY}::date WHERE org_id = ${org.id}::uuid AND id = ${scheduleId}::uuid`,
      );
    });

    await expectStoredCurrent();
    expect(await cardOf(scheduleId)).toMatchObject({ scheduledDate: NEXT_DAY, siteLabel: 'Corner lot (back gate)' });
  });

  it('stay true when a placement is added while its site is renamed', async () => {
    const lane = await insertSite(api.deps, org.id, { label: 'Lane end', latitude: 45.52, longitude: -122.62 });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, lane);
    const scheduleId = randomUUID();

    await renameSiteDuring(lane.id, async (tx) => {
      await tx.execute(
        sql`INSERT INTO placements (org_id, id, estimate_id, crew_id, scheduled_date, sort_order, created_at, updated_at)
            VALUES (${org.id}::uuid, ${scheduleId}::uuid, ${estimate.id}::uuid, ${birch.id}::uuid, ${DAY}::date, 9, now(), now())`,
      );
    });

    await expectStoredCurrent();
    expect(await cardOf(scheduleId)).toMatchObject({ siteLabel: 'Lane end (back gate)' });
  });

  /** The JobDay of each placement of the job on the board, by day then id: the cards' order of its days. */
  async function jobDays(estimateId: string) {
    const rows = (await boardRows()).filter((row) => row.estimateId === estimateId);
    return rows
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.scheduleId.localeCompare(b.scheduleId))
      .map((row) => [row.scheduledDate, row.jobDay]);
  }

  it("number a job's days whenever one of them is added, moved or removed", async () => {
    const yard = await insertSite(api.deps, org.id, { label: 'Long yard', latitude: 45.53, longitude: -122.63 });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, yard);
    const place = async (scheduledDate: string) => {
      const placed = await api.contract.post('/schedule', {
        body: { estimateIds: [estimate.id], crewId: alder.id, scheduledDate, plannedHours: 2 },
        key: org.key,
      });
      const scheduleId = placed.body.data.items[0]?.scheduleId;
      if (!scheduleId) throw new Error('the placement was refused');
      return scheduleId;
    };

    const second = await place(NEXT_DAY);
    expect(await jobDays(estimate.id)).toEqual([[NEXT_DAY, null]]);
    const first = await place(DAY);
    await expectStoredCurrent();
    expect(await jobDays(estimate.id)).toEqual([
      [DAY, { number: 1, count: 2 }],
      [NEXT_DAY, { number: 2, count: 2 }],
    ]);

    // Moved past its other day (straight in the table, as an operator would): the order follows.
    await execute(
      sql`UPDATE placements SET scheduled_date = ${LAST_DAY}::date WHERE org_id = ${org.id}::uuid AND id = ${first}::uuid`,
    );
    await expectStoredCurrent();
    expect(await jobDays(estimate.id)).toEqual([
      [NEXT_DAY, { number: 1, count: 2 }],
      [LAST_DAY, { number: 2, count: 2 }],
    ]);

    await execute(sql`DELETE FROM placements WHERE org_id = ${org.id}::uuid AND id = ${second}::uuid`);
    await expectStoredCurrent();
    expect(await jobDays(estimate.id)).toEqual([[LAST_DAY, null]]);
  });

  it("count a job's day added while another of its days is added", async () => {
    const hedge = await insertSite(api.deps, org.id, { label: 'Hedge row', latitude: 45.54, longitude: -122.64 });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, hedge);
    const addDay = (db: Pick<Tx, 'execute'>, day: string) =>
      db.execute(
        sql`INSERT INTO placements (org_id, id, estimate_id, crew_id, scheduled_date, sort_order, created_at, updated_at)
            VALUES (${org.id}::uuid, ${randomUUID()}::uuid, ${estimate.id}::uuid, ${birch.id}::uuid, ${day}::date, 9, now(), now())`,
      );

    await whileFirstHolds(
      api.deps.database,
      (tx) => addDay(tx, DAY),
      () => addDay(api.deps.database.db, NEXT_DAY),
    );

    await expectStoredCurrent();
    expect(await jobDays(estimate.id)).toEqual([
      [DAY, { number: 1, count: 2 }],
      [NEXT_DAY, { number: 2, count: 2 }],
    ]);
  });

  it('show the crew as it is now: renamed, recoloured, archived after the work was placed', async () => {
    const dogwood = await insertCrew(api.deps, org.id, { name: 'Dogwood' });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site);
    const placed = await insertPlacement(api.deps, org.id, {
      estimateId: estimate.id,
      scheduledDate: NEXT_DAY,
      crewId: dogwood.id,
    });
    expect((await cardOf(placed.id))?.crew).toEqual({
      id: dogwood.id,
      name: 'Dogwood',
      color: dogwood.color,
      isArchived: false,
    });

    await execute(
      sql`UPDATE crews SET name = 'Dogwood North', color = '#6a1b9a', active = false WHERE id = ${dogwood.id}::uuid`,
    );

    const renamed = { id: dogwood.id, name: 'Dogwood North', color: '#6a1b9a', isArchived: true };
    expect((await cardOf(placed.id))?.crew).toEqual(renamed);
    const res = await api.contract.get('/schedule/board', { query: { from: NEXT_DAY, to: NEXT_DAY }, key: org.key });
    expect(res.status).toBe(200);
    const rows = boardOfRows(scheduleBoardRowsSchema.parse(res.body.data));
    expect(rows.upcoming.find((work) => work.scheduleId === placed.id)?.crew).toEqual(renamed);
    await expectStoredCurrent();
  });

  it("name the job's customer as it is now: renamed, or another one given to the estimate, or none", async () => {
    const rosa = await insertCustomer(api.deps, org.id, { name: 'Rosa Lindqvist' });
    const hoa = await insertCustomer(api.deps, org.id, { name: 'Tigard Meadows HOA' });
    const garden = await insertSite(api.deps, org.id, { label: 'Rose garden', customerId: rosa.id });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, garden);
    const placed = await insertPlacement(api.deps, org.id, {
      estimateId: estimate.id,
      scheduledDate: NEXT_DAY,
      crewId: alder.id,
    });
    /** The card's customer in GET /schedule and in GET /schedule/board, which must agree. */
    const customerOnCard = async () => {
      const res = await api.contract.get('/schedule/board', { query: { from: NEXT_DAY, to: NEXT_DAY }, key: org.key });
      const rows = boardOfRows(scheduleBoardRowsSchema.parse(res.body.data));
      const fromRows = rows.upcoming.find((work) => work.scheduleId === placed.id)?.customerName;
      expect((await cardOf(placed.id))?.customerName).toBe(fromRows);
      return fromRows;
    };
    expect(await customerOnCard()).toBe('Rosa Lindqvist');

    // No API write renames a customer; an operator's SQL may.
    await execute(sql`UPDATE customers SET name = 'Rosa Lindqvist-Hale' WHERE id = ${rosa.id}::uuid`);
    await expectStoredCurrent();
    expect(await customerOnCard()).toBe('Rosa Lindqvist-Hale');

    await execute(sql`UPDATE estimates SET customer_id = ${hoa.id}::uuid WHERE id = ${estimate.id}::uuid`);
    await expectStoredCurrent();
    expect(await customerOnCard()).toBe('Tigard Meadows HOA');

    await execute(sql`UPDATE estimates SET customer_id = NULL WHERE id = ${estimate.id}::uuid`);
    await expectStoredCurrent();
    expect(await customerOnCard()).toBeNull();
  });

  it('keep both of two placements added to one crew-day at once, in drive order', async () => {
    const cedar = await insertCrew(api.deps, org.id, { name: 'Cedar' });
    const jobs = [];
    for (const label of ['First stop', 'Second stop', 'Third stop']) {
      const stop = await insertSite(api.deps, org.id, { label, latitude: 45.55, longitude: -122.65 });
      jobs.push((await insertAcceptedWork(api.deps, org.id, stop)).estimate.id);
    }
    const [first, second, third] = jobs as [string, string, string];
    const addStop = (db: Pick<Tx, 'execute'>, estimateId: string, sortOrder: number) =>
      db.execute(
        sql`INSERT INTO placements (org_id, id, estimate_id, crew_id, scheduled_date, sort_order, planned_hours, created_at, updated_at)
            VALUES (${org.id}::uuid, ${randomUUID()}::uuid, ${estimateId}::uuid, ${cedar.id}::uuid, ${LAST_DAY}::date,
                    ${sortOrder}, 1.5, now(), now())`,
      );
    // The crew-day already holds work, so the second writer finds its stored row held by the first.
    await addStop(api.deps.database.db, first, 1);

    await whileFirstHolds(
      api.deps.database,
      (tx) => addStop(tx, third, 3),
      () => addStop(api.deps.database.db, second, 2),
    );

    await expectStoredCurrent();
    const res = await api.contract.get('/schedule/board', {
      query: { from: LAST_DAY, to: LAST_DAY, crewIds: cedar.id },
      key: org.key,
    });
    expect(res.status).toBe(200);
    const board = boardOfRows(scheduleBoardRowsSchema.parse(res.body.data));
    expect(board.upcoming.map((work) => work.estimateId)).toEqual([first, second, third]);
    expect(board.crewDays).toEqual([expect.objectContaining({ crewId: cedar.id, stops: 3, bookedMinutes: 270 })]);
  });
});
