import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components, paths } from '../../../src/client/api-types';
import { placeWorkResultSchema } from '../../../src/shared/contract/placements';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { insertEstimate, completedEstimate } from '../../support/estimate-fixtures';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertScheduleCatalog,
  type CrewRow,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let catalog: ScheduleCatalog;
let crew: CrewRow;
let nextDay = 0;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id, { label: 'Maple house' });
  catalog = await insertScheduleCatalog(api.deps, org.id);
  crew = await insertCrew(api.deps, org.id, { name: 'Alpha' });
});

/** A fresh day for each test, so tests never share a crew-day. */
const freshDay = () => `2026-04-${String(++nextDay).padStart(2, '0')}`;

const work = async (hours: (number | null)[] = [4]) =>
  (
    await insertAcceptedWork(api.deps, org.id, site, {
      lines: hours.map((estimatedHours) => ({ catalogItemId: catalog.pruning.id, estimatedHours })),
    })
  ).estimate.id;

const place = (body: components['schemas']['PlaceWork'], options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.post('/schedule', { body, key: org.key, ...options });

/** POST /schedule uncheckedly, for bodies the contract refuses. */
const sendPlace = (body: unknown) => api.post('/schedule', body, { key: org.key });

type BoardQuery = NonNullable<paths['/schedule']['get']['parameters']['query']>;

const board = async (query: BoardQuery) =>
  scheduleBoardSchema.parse((await api.contract.get('/schedule', { query, key: org.key })).body.data);

const estimateStatus = async (estimateId: string) =>
  (await api.contract.get('/estimates/{estimateId}', { path: { estimateId }, key: org.key })).body.data.status;

const unscheduled = (estimateId: string) =>
  api.contract.get('/schedule/unscheduled', { query: { estimateIds: estimateId }, key: org.key });

describe('POST /schedule', () => {
  it("appends the batch after the day's stops in the order sent, duplicates collapsed", async () => {
    const day = freshDay();
    const [a, b, c] = [await work(), await work(), await work()];
    await place({ estimateIds: [a], crewId: crew.id, scheduledDate: day });
    const res = await place({ estimateIds: [c, b, c.toUpperCase()], crewId: crew.id, scheduledDate: day });
    expect(res.status).toBe(200);
    const { upcoming } = await board({ from: day, to: day });
    expect(upcoming.map((row) => [row.estimateId, row.sortOrder, row.crew?.id])).toEqual([
      [a, 1, crew.id],
      [c, 2, crew.id],
      [b, 3, crew.id],
    ]);
    // Each placed row names the placement that landed (extension), so a client needs no read to act on it.
    const stored = (estimateId: string) => upcoming.find((row) => row.estimateId === estimateId)?.scheduleId;
    expect(placeWorkResultSchema.parse(res.body.data)).toEqual({
      placedCount: 2,
      failedCount: 0,
      items: [
        { estimateId: c, status: 'placed', error: null, scheduleId: stored(c) },
        { estimateId: b, status: 'placed', error: null, scheduleId: stored(b) },
      ],
    });
  });

  it('reads placed accepted work as scheduled, in the estimate and on the board', async () => {
    const day = freshDay();
    const id = await work();
    expect(await estimateStatus(id)).toBe('accepted');
    await place({ estimateIds: [id], crewId: crew.id, scheduledDate: day });
    expect(await estimateStatus(id)).toBe('scheduled');
    const listed = await api.contract.get('/estimates', {
      query: { siteId: site.id, status: 'scheduled', limit: 200 },
      key: org.key,
    });
    expect(listed.body.data.items.find((estimate) => estimate.id === id)?.status).toBe('scheduled');
    expect((await board({ from: day, to: day })).upcoming[0]?.estimateStatus).toBe('scheduled');
  });

  it('pencils the day with no crew when crewId is null', async () => {
    const day = freshDay();
    const id = await work();
    const res = await place({ estimateIds: [id], crewId: null, scheduledDate: day, note: 'call first' });
    expect(res.body.data.placedCount).toBe(1);
    const [row] = (await board({ from: day, to: day })).upcoming;
    expect(row).toMatchObject({ estimateId: id, crew: null, note: 'call first', sortOrder: 1 });
  });

  it('answers 200 with a failed row and its reason for each estimate that cannot be placed, landing the rest', async () => {
    const day = freshDay();
    const other = await api.newOrg();
    const otherSite = await insertSite(api.deps, other.id);
    const foreign = (await insertAcceptedWork(api.deps, other.id, otherSite)).estimate.id;
    const missing = randomUUID();
    const estimateIn = async (status: string) =>
      (await insertEstimate(api.deps, org.id, site, { estimate: { status } })).estimate.id;
    const [draft, sent, declined, canceled] = [
      await estimateIn('draft'),
      await estimateIn('sent'),
      await estimateIn('declined'),
      await estimateIn('canceled'),
    ];
    const completed = (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate.id;
    const good = await work();
    const res = await place({
      estimateIds: [foreign, missing, draft, good, sent, declined, canceled, completed],
      crewId: crew.id,
      scheduledDate: day,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.placedCount).toBe(1);
    expect(res.body.data.failedCount).toBe(7);
    expect(res.body.data.items.map((item) => [item.status, item.error])).toEqual([
      ['failed', 'not_found'],
      ['failed', 'not_found'],
      ['failed', 'not_accepted'],
      ['placed', null],
      ['failed', 'not_accepted'],
      ['failed', 'not_accepted'],
      ['failed', 'not_accepted'],
      ['failed', 'completed'],
    ]);
    expect((await board({ from: day, to: day })).upcoming.map((row) => row.estimateId)).toEqual([good]);
  });

  it('fails every row on an archived crew with crew_archived', async () => {
    const archived = await insertCrew(api.deps, org.id, { name: 'Retired', active: false });
    const id = await work();
    const res = await place({ estimateIds: [id], crewId: archived.id, scheduledDate: freshDay() });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      placedCount: 0,
      failedCount: 1,
      items: [{ estimateId: id, status: 'failed', error: 'crew_archived', scheduleId: null }],
    });
  });

  it("answers 404 for an unknown crew or another organization's, placing nothing", async () => {
    const other = await api.newOrg();
    const foreignCrew = await insertCrew(api.deps, other.id);
    const id = await work();
    const day = freshDay();
    const foreign = await place({ estimateIds: [id], crewId: foreignCrew.id, scheduledDate: day });
    const missing = await place({ estimateIds: [id], crewId: randomUUID(), scheduledDate: day });
    expectFailure(foreign, 404, 'not_found');
    expect(missing.body).toEqual(foreign.body);
    expect(await estimateStatus(id)).toBe('accepted');
  });

  it('places everything still unplaced when plannedHours is omitted, and then refuses more as fully_placed', async () => {
    const id = await work([3, 2.5]);
    const first = await place({ estimateIds: [id], crewId: crew.id, scheduledDate: freshDay() });
    expect(first.body.data.items[0]?.status).toBe('placed');
    const again = await place({ estimateIds: [id], crewId: crew.id, scheduledDate: freshDay() });
    expect(again.body.data.items[0]).toEqual({
      estimateId: id,
      status: 'failed',
      error: 'fully_placed',
      scheduleId: null,
    });
    const extra = await place({ estimateIds: [id], crewId: crew.id, scheduledDate: freshDay(), plannedHours: 1 });
    expect(extra.body.data.items[0]?.status).toBe('placed');
  });

  it('places plannedHours per estimate and leaves the rest in the queue', async () => {
    const day = freshDay();
    const id = await work([8]);
    await place({ estimateIds: [id], crewId: crew.id, scheduledDate: day, plannedHours: 3 });
    expect((await board({ from: day, to: day })).upcoming[0]?.plannedHours).toBe(3);
    const queue = await unscheduled(id);
    expect(queue.body.data.items).toMatchObject([{ estimateId: id, estimatedHours: 8, remainingHours: 5 }]);
    await place({ estimateIds: [id], crewId: crew.id, scheduledDate: freshDay() });
    expect((await unscheduled(id)).body.data.total).toBe(0);
  });

  it('places unestimated work with null hours', async () => {
    const day = freshDay();
    const id = await work([null]);
    await place({ estimateIds: [id], crewId: crew.id, scheduledDate: day });
    expect((await board({ from: day, to: day })).upcoming[0]?.plannedHours).toBeNull();
  });

  it('skips an estimate already on that crew-day under a new key', async () => {
    const day = freshDay();
    const id = await work([8]);
    await place(
      { estimateIds: [id], crewId: crew.id, scheduledDate: day, plannedHours: 2 },
      { idempotencyKey: randomUUID() },
    );
    const res = await place(
      { estimateIds: [id], crewId: crew.id, scheduledDate: day, plannedHours: 2 },
      { idempotencyKey: randomUUID() },
    );
    expect(res.body.data).toEqual({
      placedCount: 0,
      failedCount: 0,
      items: [{ estimateId: id, status: 'skipped', error: null, scheduleId: null }],
    });
    expect((await board({ from: day, to: day })).upcoming).toHaveLength(1);
  });

  it('replays the original answer for the same key and body with Idempotent-Replay', async () => {
    const idempotencyKey = randomUUID();
    const body = { estimateIds: [await work()], crewId: crew.id, scheduledDate: freshDay() };
    const first = await place(body, { idempotencyKey });
    const again = await place(body, { idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('places nothing twice when a batch is retried under its key after the replay record expired', async () => {
    const idempotencyKey = randomUUID();
    const id = await work();
    const day = freshDay();
    const body = { estimateIds: [id], crewId: crew.id, scheduledDate: day };
    await place(body, { idempotencyKey });
    const [placed] = (await board({ from: day, to: day })).upcoming;
    const movedTo = freshDay();
    await api.contract.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: id, scheduleId: placed!.scheduleId },
      body: { scheduledDate: movedTo },
      key: org.key,
    });
    api.clock.advance(25 * 60 * 60 * 1000);
    try {
      const retry = await place(body, { idempotencyKey });
      expect(retry.headers.get('Idempotent-Replay')).toBeNull();
      expect(retry.body.data.items).toEqual([{ estimateId: id, status: 'skipped', error: null, scheduleId: null }]);
      expect(
        (await board({ from: day, to: movedTo, estimateIds: id })).upcoming.map((row) => row.scheduledDate),
      ).toEqual([movedTo]);
    } finally {
      api.clock.advance(-25 * 60 * 60 * 1000);
    }
  });

  it("bumps the crew-day's control version when work lands", async () => {
    const day = freshDay();
    await place({ estimateIds: [await work()], crewId: crew.id, scheduledDate: day });
    const before = (await board({ from: day, to: day })).crewDays[0]?.controlVersion ?? 0;
    await place({ estimateIds: [await work()], crewId: crew.id, scheduledDate: day });
    expect((await board({ from: day, to: day })).crewDays[0]?.controlVersion).toBe(before + 1);
  });

  it('lists every validation problem at once', async () => {
    const res = await sendPlace({
      estimateIds: ['JOB-1'],
      crewId: 'nope',
      scheduledDate: '2026-02-30',
      plannedHours: 0,
      extra: true,
    });
    expectValidationFailure(res, ['estimateIds.0', 'crewId', 'scheduledDate', 'plannedHours', 'extra']);
  });

  it('needs schedule:write', async () => {
    const key = await org.newKey(['schedule:read']);
    const envelope = expectFailure(
      await place({ estimateIds: [await work()], crewId: null, scheduledDate: freshDay() }, { key }),
      403,
      'forbidden',
    );
    expect(envelope.message).toContain('schedule:write');
  });
});
