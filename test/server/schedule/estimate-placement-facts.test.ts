import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { whileFirstHolds } from '../../support/held-transaction';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
  type CrewRow,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { onPostgres } from '../../support/test-database';

/*
 * The queue decides membership from each estimate's stored placement facts (work_placed_hours,
 * work_placements and the generated work_waiting, migration 0013), kept by triggers on placements
 * as sums of each statement's changes. Whatever writes placements, through the API or straight into
 * the database, the stored facts must equal a recount of the work's own placements (program rounds
 * aside), and the queue must follow: each step below writes placements one way, then compares.
 */

const mode = onPostgres() ? 'PostgreSQL: truly parallel' : 'PGlite: serialized';
const DAY = '2026-03-10';
const NEXT_DAY = '2026-03-11';
const EARLIER_DAY = '2026-03-02';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let alder: CrewRow;
let birch: CrewRow;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id, { label: 'Facts house' });
  alder = await insertCrew(api.deps, org.id, { name: 'Alder' });
  birch = await insertCrew(api.deps, org.id, { name: 'Birch' });
});

const execute = (statement: SQL) => api.deps.database.db.execute(statement);

/**
 * Estimates of the organization whose stored facts differ from a recount of their placements, or
 * whose `work_days_from` is not on or before every day of them.
 */
async function staleFacts(): Promise<number> {
  const [row] = await queryRows<{ stale: number }>(
    api.deps.database.db,
    sql`SELECT count(*)::int AS stale
        FROM estimates e
        LEFT JOIN (SELECT p.estimate_id, coalesce(sum(p.planned_hours::numeric), 0) AS hours, count(*)::int AS placements,
                          min(p.scheduled_date) AS first_day
                   FROM placements p WHERE p.org_id = ${org.id}::uuid AND p.line_item_id IS NULL
                   GROUP BY p.estimate_id) f ON f.estimate_id = e.id
        WHERE e.org_id = ${org.id}::uuid
          AND ((e.work_placed_hours, e.work_placements) IS DISTINCT FROM (coalesce(f.hours, 0), coalesce(f.placements, 0))
               OR NOT coalesce(e.work_days_from <= f.first_day, f.first_day IS NULL))`,
  );
  return Number(row?.stale);
}

const daysFrom = async (estimateId: string) =>
  (
    await queryRows<{ day: string | null }>(
      api.deps.database.db,
      sql`SELECT work_days_from::text AS day FROM estimates WHERE org_id = ${org.id}::uuid AND id = ${estimateId}::uuid`,
    )
  )[0]?.day;

/** The queue's row of `estimateId` (its hours still to place), or undefined when it is not waiting. */
async function queued(estimateId: string) {
  const res = await api.contract.get('/schedule/unscheduled', { query: { estimateIds: estimateId }, key: org.key });
  expect(res.status).toBe(200);
  return res.body.data.items.find((row) => row.estimateId === estimateId);
}

async function place(estimateId: string, body: { crewId: string; scheduledDate: string; plannedHours?: number }) {
  const res = await api.contract.post('/schedule', { body: { estimateIds: [estimateId], ...body }, key: org.key });
  expect(res.status).toBe(200);
  const scheduleId = res.body.data.items[0]?.scheduleId;
  if (!scheduleId) throw new Error(`the placement was refused: ${JSON.stringify(res.body.data)}`);
  return scheduleId;
}

describe('stored placement facts of the work', () => {
  it('follow every write to its placements, and the queue with them', async () => {
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 6 }] });
    expect(await queued(estimate.id)).toMatchObject({ remainingHours: 6 });

    const first = await place(estimate.id, { crewId: alder.id, scheduledDate: DAY, plannedHours: 2.5 });
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toMatchObject({ remainingHours: 3.5 });
    expect(await daysFrom(estimate.id)).toBe(DAY);

    // The rest of the hours on a second day: nothing left to place, the work leaves the queue.
    const second = await place(estimate.id, { crewId: birch.id, scheduledDate: NEXT_DAY, plannedHours: 3.5 });
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toBeUndefined();

    // A move to another crew and day changes no hours: no fact moves.
    const moved = await api.contract.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: estimate.id, scheduleId: first },
      body: { crewId: alder.id, scheduledDate: NEXT_DAY },
      key: org.key,
    });
    expect(moved.status).toBe(200);
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toBeUndefined();

    // Fewer hours planned on a day: the difference waits again.
    const shortened = await api.contract.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: estimate.id, scheduleId: second },
      body: { plannedHours: 1.25 },
      key: org.key,
    });
    expect(shortened.status).toBe(200);
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toMatchObject({ remainingHours: 2.25 });

    // Without hours a placement counts as placed but books none.
    await execute(
      sql`UPDATE placements SET planned_hours = NULL WHERE org_id = ${org.id}::uuid AND id = ${second}::uuid`,
    );
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toMatchObject({ remainingHours: 3.5 });

    // Written straight into the table, as an import or an operator does.
    await insertPlacement(api.deps, org.id, { estimateId: estimate.id, scheduledDate: DAY, plannedHours: 3.5 });
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toBeUndefined();

    const removed = await api.contract.delete('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: estimate.id, scheduleId: first },
      key: org.key,
    });
    expect(removed.status).toBe(200);
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toMatchObject({ remainingHours: 2.5 });

    // An earlier day lowers the bound; removals never raise it.
    await execute(
      sql`UPDATE placements SET scheduled_date = ${EARLIER_DAY}::date WHERE org_id = ${org.id}::uuid AND id = ${second}::uuid`,
    );
    expect(await daysFrom(estimate.id)).toBe(EARLIER_DAY);
    await execute(sql`DELETE FROM placements WHERE org_id = ${org.id}::uuid AND estimate_id = ${estimate.id}::uuid`);
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toMatchObject({ remainingHours: 6 });
    expect(await daysFrom(estimate.id)).toBe(EARLIER_DAY);
  });

  it('count unestimated work as waiting until its first placement', async () => {
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: null }] });
    expect(await queued(estimate.id)).toMatchObject({ estimatedHours: null });

    const scheduleId = await place(estimate.id, { crewId: alder.id, scheduledDate: DAY });
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toBeUndefined();

    await api.contract.delete('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: estimate.id, scheduleId },
      key: org.key,
    });
    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toMatchObject({ estimatedHours: null });
  });

  it('leave a program round out: the work itself stays placed', async () => {
    const catalog = await insertScheduleCatalog(api.deps, org.id);
    const { estimate, lines } = await insertAcceptedWork(api.deps, org.id, site, {
      lines: [{ estimatedHours: 2, catalogItemId: catalog.program.id }],
    });
    await place(estimate.id, { crewId: alder.id, scheduledDate: DAY, plannedHours: 2 });
    await insertPlacement(api.deps, org.id, {
      estimateId: estimate.id,
      scheduledDate: NEXT_DAY,
      plannedHours: 2,
      lineItemId: lines[0]!.id,
      round: 2,
    });
    expect(await staleFacts()).toBe(0);
    const [facts] = await queryRows<{ hours: string; placements: number }>(
      api.deps.database.db,
      sql`SELECT work_placed_hours::text AS hours, work_placements AS placements
          FROM estimates WHERE org_id = ${org.id}::uuid AND id = ${estimate.id}::uuid`,
    );
    expect(facts).toEqual({ hours: '2', placements: 1 });
  });

  it(`count both of two transactions that place one estimate at once (${mode})`, async () => {
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 8 }] });
    const insert = (hours: number, crewId: string) =>
      sql`INSERT INTO placements (org_id, id, estimate_id, crew_id, scheduled_date, sort_order, planned_hours, created_at, updated_at)
          VALUES (${org.id}::uuid, ${randomUUID()}::uuid, ${estimate.id}::uuid, ${crewId}::uuid, ${DAY}::date, 1, ${hours}, now(), now())`;
    // The first holds its change to the estimate uncommitted while the second writes its own: on
    // PostgreSQL the second waits for that row and must add to what the first committed.
    await whileFirstHolds(
      api.deps.database,
      (tx) => tx.execute(insert(3, alder.id)),
      () => api.deps.database.db.transaction((tx) => tx.execute(insert(2.5, birch.id))),
    );

    expect(await staleFacts()).toBe(0);
    expect(await queued(estimate.id)).toMatchObject({ remainingHours: 2.5 });
  });
});
