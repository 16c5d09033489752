import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { bumpResultSchema } from '../../../src/shared/contract/bump';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { addStop, addWork, dayOrder, dayWorld, dense, pinDay, routeOf, type DayWorld } from './day-ops.fixtures';

let api: TestApp;
let world: DayWorld;

beforeAll(async () => {
  api = await startTestApp();
});

const THU = '2026-03-05';
const FRI = '2026-03-06';
const MON = '2026-03-09';
const TUE = '2026-03-10';
const WED = '2026-03-11';

const bump = (body: components['schemas']['BumpDay'], key = world.org.key, idempotencyKey?: string) =>
  api.contract.post('/schedule/bump', { body, key, ...(idempotencyKey && { idempotencyKey }) });

/** POST /schedule/bump uncheckedly, for bodies or failures the contract does not type. */
const sendBump = (body: unknown, key = world.org.key) => api.post('/schedule/bump', body, { key });

describe('POST /schedule/bump', () => {
  beforeAll(async () => {
    world = await dayWorld(api);
  });

  it("moves the crew's whole day forward by working days, weekends skipped, arriving stops after the target's own", async () => {
    const first = await addStop(api, world, { crewId: world.crew.id, day: FRI, sortOrder: 1 });
    const second = await addStop(api, world, { crewId: world.crew.id, day: FRI, sortOrder: 2 });
    const waiting = await addStop(api, world, { crewId: world.crew.id, day: MON, sortOrder: 1 });

    const res = await bump({ crewId: world.crew.id, fromDate: FRI, days: 1 });

    expect(res.status).toBe(200);
    expect(bumpResultSchema.parse(res.body.data)).toEqual({
      fromDate: FRI,
      toDate: MON,
      movedCount: 2,
      landedLater: [],
      orderPinned: false,
    });
    expect((await dayOrder(api, world.org.id, world.crew.id, FRI)).ids).toEqual([]);
    expect(await dayOrder(api, world.org.id, world.crew.id, MON)).toEqual({
      ids: [waiting.scheduleId, first.scheduleId, second.scheduleId],
      sortOrders: dense(3),
    });
  });

  it('leaves finished and cancelled work where it was and keeps what stays densely ordered', async () => {
    const done = await addStop(api, world, {
      crewId: world.crew.id,
      day: THU,
      sortOrder: 1,
      lines: [{ status: 'done' }],
    });
    const live = await addStop(api, world, { crewId: world.crew.id, day: THU, sortOrder: 2 });
    const canceled = await addStop(api, world, {
      crewId: world.crew.id,
      day: THU,
      sortOrder: 3,
      estimate: { status: 'canceled' },
    });
    const declined = await addStop(api, world, {
      crewId: world.crew.id,
      day: THU,
      sortOrder: 4,
      estimate: { status: 'declined' },
    });

    const res = await bump({ crewId: world.crew.id, fromDate: THU, days: 3 });

    expect(res.body.data).toMatchObject({ toDate: TUE, movedCount: 1 });
    expect(await dayOrder(api, world.org.id, world.crew.id, THU)).toEqual({
      ids: [done.scheduleId, canceled.scheduleId, declined.scheduleId],
      sortOrders: dense(3),
    });
    expect((await dayOrder(api, world.org.id, world.crew.id, TUE)).ids).toContain(live.scheduleId);
  });

  it('moves a multi-day job already holding the target day on to its next free working day, counted as moved', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Cedar crew' });
    const bigJob = await addWork(api, world);
    const source = await addStop(api, world, { crewId: crew.id, day: FRI, sortOrder: 1, estimateId: bigJob.id });
    await addStop(api, world, { crewId: crew.id, day: MON, sortOrder: 1, estimateId: bigJob.id });
    await addStop(api, world, { crewId: crew.id, day: TUE, sortOrder: 1, estimateId: bigJob.id });
    const small = await addStop(api, world, { crewId: crew.id, day: FRI, sortOrder: 2 });

    const res = await bump({ crewId: crew.id, fromDate: FRI, days: 1 });

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      fromDate: FRI,
      toDate: MON,
      movedCount: 2,
      landedLater: [
        { scheduleId: source.scheduleId, jobId: bigJob.id, landedOn: WED, reason: 'job_already_had_that_day' },
      ],
      orderPinned: false,
    });
    expect((await dayOrder(api, world.org.id, crew.id, FRI)).ids).toEqual([]);
    expect((await dayOrder(api, world.org.id, crew.id, MON)).ids).toContain(small.scheduleId);
    expect((await dayOrder(api, world.org.id, crew.id, WED)).ids).toEqual([source.scheduleId]);
  });

  it('carries a pinned order to the target day and unpins the source, bumping both versions', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Dogwood crew' });
    await pinDay(api, world.org.id, crew.id, THU);
    await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 1 });

    const res = await bump({ crewId: crew.id, fromDate: THU, days: 1 });

    expect(res.body.data).toMatchObject({ toDate: FRI, movedCount: 1, orderPinned: true });
    expect(await routeOf(api, world.org.id, crew.id, FRI)).toMatchObject({
      orderMode: 'manual',
      orderSource: 'manual',
      controlVersion: 2,
    });
    expect(await routeOf(api, world.org.id, crew.id, THU)).toMatchObject({ orderMode: 'automatic', controlVersion: 2 });
  });

  it('bumps the unassigned board of a day (crewId null), which is never pinned', async () => {
    const pencilled = await addStop(api, world, { crewId: null, day: THU, sortOrder: 1 });
    const res = await bump({ crewId: null, fromDate: THU, days: 2 });
    expect(res.body.data).toMatchObject({ toDate: MON, movedCount: 1, orderPinned: false });
    expect((await dayOrder(api, world.org.id, null, MON)).ids).toEqual([pencilled.scheduleId]);
  });

  it('answers a day with nothing to move with movedCount 0 and changes nothing', async () => {
    const res = await bump({ crewId: world.otherCrew.id, fromDate: '2026-04-01', days: 5 });
    expect(res.body.data).toEqual({
      fromDate: '2026-04-01',
      toDate: '2026-04-08',
      movedCount: 0,
      landedLater: [],
      orderPinned: false,
    });
  });

  it('replays a retried bump under the same key instead of moving the day twice', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Elm crew' });
    const stop = await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 1 });
    const idempotencyKey = randomUUID();
    const first = await bump({ crewId: crew.id, fromDate: THU, days: 1 }, world.org.key, idempotencyKey);
    const again = await bump({ crewId: crew.id, fromDate: THU, days: 1 }, world.org.key, idempotencyKey);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await dayOrder(api, world.org.id, crew.id, FRI)).ids).toEqual([stop.scheduleId]);
  });

  it('refuses days outside 1..60 (forward only), an archived crew (422) and an unknown crew (404)', async () => {
    for (const days of [-1, 0, 61, 1.5]) {
      const res = await sendBump({ crewId: world.crew.id, fromDate: THU, days });
      expect(res.status).toBe(422);
      expect(res.body.data.errors).toEqual([expect.objectContaining({ field: 'days' })]);
    }
    const archived = await insertCrew(api.deps, world.org.id, { name: 'Retired crew', active: false });
    const refused = await sendBump({ crewId: archived.id, fromDate: THU, days: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ field: 'crewId' })]);
    expect((await bump({ crewId: randomUUID(), fromDate: THU, days: 1 })).status).toBe(404);
  });
});

describe('POST /schedule/bump tenancy and scopes', () => {
  it("answers 404 for another organization's crew and never moves its pencilled work", async () => {
    const mine = await dayWorld(api);
    world = await dayWorld(api);
    const theirs = await addStop(api, mine, { crewId: null, day: THU, sortOrder: 1 });

    const foreign = await sendBump({ crewId: mine.crew.id, fromDate: THU, days: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toEqual({ code: 'not_found' });
    const own = await bump({ crewId: null, fromDate: THU, days: 1 });
    expect(own.body.data.movedCount).toBe(0);
    expect((await dayOrder(api, mine.org.id, null, THU)).ids).toEqual([theirs.scheduleId]);
  });

  it('needs schedule:write', async () => {
    world = await dayWorld(api);
    const readOnly = await world.org.newKey(['schedule:read']);
    const res = await sendBump({ crewId: world.crew.id, fromDate: THU, days: 1 }, readOnly);
    expect(res.status).toBe(403);
    expect(res.body.data.code).toBe('forbidden');
  });
});
