import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { removePlacementResultSchema } from '../../../src/shared/contract/placements';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { completedEstimate, insertEstimate } from '../../support/estimate-fixtures';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertCrewMember,
  insertPlacement,
  insertTimeEntry,
  type CrewRow,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { onPostgres } from '../../support/test-database';
import { expectFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let crew: CrewRow;
let nextDay = 0;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id);
  crew = await insertCrew(api.deps, org.id);
});

const freshDay = () => `2026-07-${String(++nextDay).padStart(2, '0')}`;

const newWork = async () =>
  (await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 6 }] })).estimate.id;

async function place(estimateId: string, day: string, plannedHours = 3): Promise<string> {
  await api.contract.post('/schedule', {
    body: { estimateIds: [estimateId], crewId: crew.id, scheduledDate: day, plannedHours },
    key: org.key,
  });
  const res = await api.contract.get('/schedule', {
    query: { from: day, to: day, estimateIds: estimateId },
    key: org.key,
  });
  const board = scheduleBoardSchema.parse(res.body.data);
  const scheduleId = board.upcoming[0]?.scheduleId;
  if (!scheduleId) throw new Error('not placed');
  return scheduleId;
}

const remove = (estimateId: string, scheduleId: string, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.delete('/estimates/{estimateId}/schedule/{scheduleId}', {
    path: { estimateId, scheduleId },
    key: org.key,
    ...options,
  });
const statusOf = async (estimateId: string) =>
  (await api.contract.get('/estimates/{estimateId}', { path: { estimateId }, key: org.key })).body.data.status;
const queued = async (estimateId: string) => {
  const res = await api.contract.get('/schedule/unscheduled', { query: { estimateIds: estimateId }, key: org.key });
  return res.body.data.items;
};

describe('DELETE /estimates/{estimateId}/schedule/{scheduleId}', () => {
  it('removes one placement; the estimate stays scheduled while another placement remains', async () => {
    const id = await newWork();
    const [first, second] = [freshDay(), freshDay()];
    const firstId = await place(id, first);
    await place(id, second);
    const res = await remove(id, firstId);
    expect(res.status).toBe(200);
    expect(removePlacementResultSchema.parse(res.body.data)).toEqual({ removed: true, revertedToAccepted: false });
    expect(await statusOf(id)).toBe('scheduled');
    const board = await api.contract.get('/schedule', {
      query: { from: first, to: second, estimateIds: id },
      key: org.key,
    });
    expect(board.body.data.upcoming.map((row) => row.scheduledDate)).toEqual([second]);
  });

  it('reverts the estimate to accepted when its last placement goes, and it reappears in the queue', async () => {
    const id = await newWork();
    const scheduleId = await place(id, freshDay(), 6);
    expect(await queued(id)).toEqual([]);
    const res = await remove(id, scheduleId);
    expect(res.body.data).toEqual({ removed: true, revertedToAccepted: true });
    expect(await statusOf(id)).toBe('accepted');
    expect(await queued(id)).toMatchObject([{ estimateId: id, remainingHours: 6 }]);
  });

  it("keeps the day's drive order dense and bumps its control version", async () => {
    const day = freshDay();
    const [a, b, c] = [await newWork(), await newWork(), await newWork()];
    const ids = [await place(a, day), await place(b, day), await place(c, day)];
    const read = async () =>
      scheduleBoardSchema.parse(
        (await api.contract.get('/schedule', { query: { from: day, to: day }, key: org.key })).body.data,
      );
    const before = (await read()).crewDays[0]?.controlVersion ?? 0;
    await remove(b, ids[1]!);
    const after = await read();
    expect(after.upcoming.map((row) => [row.scheduleId, row.sortOrder])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
    ]);
    expect(after.crewDays[0]?.controlVersion).toBe(before + 1);
  });

  it('does not cancel the work, and finished work never reads reverted', async () => {
    const done = (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate.id;
    const placement = await insertPlacement(api.deps, org.id, {
      estimateId: done,
      scheduledDate: freshDay(),
      crewId: crew.id,
    });
    expect((await remove(done, placement.id)).body.data).toEqual({ removed: true, revertedToAccepted: false });
    expect(await statusOf(done)).toBe('completed');
  });

  it('removes a started placement together with its time entries', async () => {
    const id = await newWork();
    const scheduleId = await place(id, freshDay());
    await insertTimeEntry(api.deps, org.id, scheduleId, await insertCrewMember(api.deps, org.id, crew.id));
    expect((await remove(id, scheduleId)).status).toBe(200);
  });

  it('replays the answer for the same Idempotency-Key', async () => {
    const id = await newWork();
    const scheduleId = await place(id, freshDay());
    const idempotencyKey = randomUUID();
    const first = await remove(id, scheduleId, { idempotencyKey });
    const again = await remove(id, scheduleId, { idempotencyKey });
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expectFailure(await remove(id, scheduleId), 404, 'not_found');
  });

  it("answers 404 for another organization's placement, or another estimate's, like a missing one", async () => {
    const id = await newWork();
    const scheduleId = await place(id, freshDay());
    const other = await api.newOrg();
    const foreign = await remove(id, scheduleId, { key: other.key });
    expectFailure(foreign, 404, 'not_found');
    expect((await remove(await newWork(), scheduleId)).body).toEqual(foreign.body);
    expect((await remove(id, randomUUID())).body).toEqual(foreign.body);
    expect(await statusOf(id)).toBe('scheduled');
  });

  // PGlite runs one transaction at a time, so there the two removals are serialized; PostgreSQL runs them truly in parallel.
  it(`reports the revert exactly once when the last two placements are removed at once (${onPostgres() ? 'PostgreSQL: truly parallel' : 'PGlite: serialized'})`, async () => {
    const id = await newWork();
    const scheduleIds = [await place(id, freshDay()), await place(id, freshDay())];
    const answers = await Promise.all(scheduleIds.map((scheduleId) => remove(id, scheduleId)));
    expect(answers.map((res) => res.body.data.revertedToAccepted).sort()).toEqual([false, true]);
    expect(await statusOf(id)).toBe('accepted');
  });

  it('needs schedule:write', async () => {
    const id = await newWork();
    const scheduleId = await place(id, freshDay());
    expectFailure(await remove(id, scheduleId, { key: await org.newKey(['schedule:read']) }), 403, 'forbidden');
  });
});
