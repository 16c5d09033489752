import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { placementRecordSchema } from '../../../src/shared/contract/placements';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, type CrewRow } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let alpha: CrewRow;
let bravo: CrewRow;
let nextDay = 0;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id);
  alpha = await insertCrew(api.deps, org.id, { name: 'Alpha' });
  bravo = await insertCrew(api.deps, org.id, { name: 'Bravo' });
});

const freshDay = () => `2026-06-${String(++nextDay).padStart(2, '0')}`;

/** Places new work on the crew-day through the API; answers its estimate and placement ids. */
async function placed(
  crewId: string | null,
  day: string,
  estimateId?: string,
): Promise<{ estimateId: string; scheduleId: string }> {
  const id =
    estimateId ?? (await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 8 }] })).estimate.id;
  await api.contract.post('/schedule', {
    body: { estimateIds: [id], crewId, scheduledDate: day, plannedHours: 2 },
    key: org.key,
  });
  const rows = scheduleBoardSchema.parse(
    (await api.contract.get('/schedule', { query: { from: day, to: day, estimateIds: id }, key: org.key })).body.data,
  ).upcoming;
  const row = rows.find((candidate) => (candidate.crew?.id ?? null) === crewId);
  if (!row) throw new Error('placement not found');
  return { estimateId: id, scheduleId: row.scheduleId };
}

const move = (
  p: { estimateId: string; scheduleId: string },
  body: components['schemas']['MovePlacement'],
  key = org.key,
) =>
  api.contract.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
    path: { estimateId: p.estimateId, scheduleId: p.scheduleId },
    body,
    key,
  });

/** PATCH the placement uncheckedly, for bodies the contract refuses. */
const sendMove = (p: { estimateId: string; scheduleId: string }, body: unknown) =>
  api.request('PATCH', `/estimates/${p.estimateId}/schedule/${p.scheduleId}`, body, { key: org.key });

async function day(crewId: string | null, date: string) {
  const board = scheduleBoardSchema.parse(
    (await api.contract.get('/schedule', { query: { from: date, to: date }, key: org.key })).body.data,
  );
  return {
    stops: board.upcoming
      .filter((row) => (row.crew?.id ?? null) === crewId)
      .map((row) => [row.scheduleId, row.sortOrder]),
    version: board.crewDays.find((crewDay) => crewDay.crewId === crewId)?.controlVersion,
  };
}

describe('PATCH /estimates/{estimateId}/schedule/{scheduleId}', () => {
  it("moves to another day and crew, appended after the target's stops, and answers the Placement record", async () => {
    const [from, to] = [freshDay(), freshDay()];
    const first = await placed(alpha.id, from);
    const moving = await placed(alpha.id, from);
    const last = await placed(alpha.id, from);
    const there = await placed(bravo.id, to);
    const versionBefore = (await day(bravo.id, to)).version ?? 0;
    api.clock.advance(60_000);
    const res = await move(moving, { scheduledDate: to, crewId: bravo.id, note: 'moved by phone' });
    expect(res.status).toBe(200);
    const record = placementRecordSchema.parse(res.body.data);
    expect(record).toMatchObject({
      ...moving,
      crewId: bravo.id,
      scheduledDate: to,
      sortOrder: 2,
      note: 'moved by phone',
    });
    expect(record.updatedAt).toBe(api.clock.now().toISOString());
    expect(record.createdAt).not.toBe(record.updatedAt);
    expect((await day(alpha.id, from)).stops).toEqual([
      [first.scheduleId, 1],
      [last.scheduleId, 2],
    ]);
    expect(await day(bravo.id, to)).toEqual({
      stops: [
        [there.scheduleId, 1],
        [moving.scheduleId, 2],
      ],
      version: versionBefore + 1,
    });
  });

  it('keeps the crew when crewId is omitted, and pencils the work when it is null', async () => {
    const p = await placed(alpha.id, freshDay());
    const later = freshDay();
    expect((await move(p, { scheduledDate: later })).body.data).toMatchObject({
      crewId: alpha.id,
      scheduledDate: later,
    });
    expect((await move(p, { crewId: null })).body.data).toMatchObject({
      crewId: null,
      scheduledDate: later,
      sortOrder: 1,
    });
  });

  it('changes only the note when the crew-day stays, without touching the order', async () => {
    const date = freshDay();
    const p = await placed(alpha.id, date);
    const before = await day(alpha.id, date);
    const res = await move(p, { note: 'ring twice' });
    expect(res.body.data).toMatchObject({ note: 'ring twice', sortOrder: 1, scheduledDate: date });
    expect(await day(alpha.id, date)).toEqual(before);
  });

  it('refuses with 409 conflict, moving nothing, when the estimate is already on the target crew-day', async () => {
    const [a, b] = [freshDay(), freshDay()];
    const p = await placed(alpha.id, a);
    await placed(alpha.id, b, p.estimateId);
    const res = await move(p, { scheduledDate: b });
    expectFailure(res, 409, 'conflict');
    expect((await day(alpha.id, a)).stops).toEqual([[p.scheduleId, 1]]);
    expect((await day(alpha.id, b)).stops).toHaveLength(1);
  });

  it('refuses an archived target crew with 422 and an unknown one with 404', async () => {
    const archived = await insertCrew(api.deps, org.id, { name: 'Retired', active: false });
    const p = await placed(alpha.id, freshDay());
    expectValidationFailure(await move(p, { crewId: archived.id }), ['crewId']);
    expectFailure(await move(p, { crewId: randomUUID() }), 404, 'not_found');
    expect((await move(p, {})).body.data.crewId).toBe(alpha.id);
  });

  it("answers 404 for another organization's placement, or one that belongs to another estimate, like a missing one", async () => {
    const p = await placed(alpha.id, freshDay());
    const other = await api.newOrg();
    const foreign = await move(p, { note: 'x' }, other.key);
    expectFailure(foreign, 404, 'not_found');
    expect((await move({ estimateId: randomUUID(), scheduleId: p.scheduleId }, { note: 'x' })).body).toEqual(
      foreign.body,
    );
    expect((await move({ estimateId: p.estimateId, scheduleId: randomUUID() }, { note: 'x' })).body).toEqual(
      foreign.body,
    );
  });

  it('validates the body', async () => {
    const p = await placed(alpha.id, freshDay());
    expectValidationFailure(await sendMove(p, { scheduledDate: '2026-02-30', crewId: 7, sortOrder: 1 }), [
      'scheduledDate',
      'crewId',
      'sortOrder',
    ]);
  });

  it('needs schedule:write', async () => {
    const p = await placed(alpha.id, freshDay());
    expectFailure(await move(p, { note: 'x' }, await org.newKey(['schedule:read'])), 403, 'forbidden');
  });

  it("sets the hours a placement books (extension), moving the day's load and the job's hours left", async () => {
    const date = freshDay();
    const stop = await placed(alpha.id, date);
    const before = await day(alpha.id, date);
    const load = async () => {
      const board = scheduleBoardSchema.parse(
        (await api.contract.get('/schedule', { query: { from: date, to: date }, key: org.key })).body.data,
      );
      return {
        hours: board.upcoming.find((row) => row.scheduleId === stop.scheduleId)?.plannedHours,
        booked: board.crewDays.find((crewDay) => crewDay.crewId === alpha.id)?.bookedMinutes,
      };
    };
    const hoursLeft = async () =>
      (await api.contract.get('/schedule/unscheduled', { query: { estimateIds: stop.estimateId }, key: org.key })).body
        .data.items[0]?.remainingHours;
    expect(await load()).toEqual({ hours: 2, booked: 120 });
    expect(await hoursLeft()).toBe(6);

    expect((await move(stop, { plannedHours: 5.5 })).status).toBe(200);
    expect(await load()).toEqual({ hours: 5.5, booked: 330 });
    expect(await hoursLeft()).toBe(2.5);
    // A crew-day change like any other: its version moved, so a stale order is refused.
    expect((await day(alpha.id, date)).version).toBeGreaterThan(before.version!);

    expectValidationFailure(await sendMove(stop, { plannedHours: 0 }), ['plannedHours']);
    expectValidationFailure(await sendMove(stop, { plannedHours: 25 }), ['plannedHours']);
    expect(await load()).toEqual({ hours: 5.5, booked: 330 });
  });
});
