import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { reassignResultSchema } from '../../../src/shared/contract/reassign';
import { insertCrew, insertCrewMember, insertTimeEntry } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { addStop, addWork, dayOrder, dayWorld, dense, pinDay, routeOf, type DayWorld } from './day-ops.fixtures';

let api: TestApp;
let world: DayWorld;

const THU = '2026-03-05';

beforeAll(async () => {
  api = await startTestApp();
  world = await dayWorld(api);
});

const reassign = (body: components['schemas']['ReassignDay'], key = world.org.key) =>
  api.contract.post('/schedule/reassign', { body, key });

/** POST /schedule/reassign uncheckedly, for failures the contract does not type. */
const sendReassign = (body: unknown) => api.post('/schedule/reassign', body, { key: world.org.key });

async function twoCrews(names: string) {
  const from = await insertCrew(api.deps, world.org.id, { name: `${names} giving` });
  const to = await insertCrew(api.deps, world.org.id, { name: `${names} receiving` });
  return { from, to };
}

describe('POST /schedule/reassign', () => {
  it("hands the day to another crew, arriving stops after the receiving crew's own", async () => {
    const { from, to } = await twoCrews('Handover');
    const own = await addStop(api, world, { crewId: to.id, day: THU, sortOrder: 1 });
    const first = await addStop(api, world, { crewId: from.id, day: THU, sortOrder: 1 });
    const second = await addStop(api, world, { crewId: from.id, day: THU, sortOrder: 2 });

    const res = await reassign({ fromCrewId: from.id, toCrewId: to.id, date: THU });

    expect(res.status).toBe(200);
    expect(reassignResultSchema.parse(res.body.data)).toEqual({
      date: THU,
      fromCrewId: from.id,
      toCrewId: to.id,
      movedCount: 2,
      notMoved: [],
      orderPinned: false,
    });
    expect((await dayOrder(api, world.org.id, from.id, THU)).ids).toEqual([]);
    expect(await dayOrder(api, world.org.id, to.id, THU)).toEqual({
      ids: [own.scheduleId, first.scheduleId, second.scheduleId],
      sortOrders: dense(3),
    });
    // Both days changed: a board holding an older controlVersion sees it.
    expect((await routeOf(api, world.org.id, from.id, THU))?.controlVersion).toBe(2);
    expect((await routeOf(api, world.org.id, to.id, THU))?.controlVersion).toBe(2);
  });

  it('leaves started work and jobs the receiving crew already has with the original crew, and says why', async () => {
    const { from, to } = await twoCrews('Partial');
    const member = await insertCrewMember(api.deps, world.org.id, from.id);
    const started = await addStop(api, world, { crewId: from.id, day: THU, sortOrder: 1 });
    await insertTimeEntry(api.deps, world.org.id, started.scheduleId, member);
    const shared = await addWork(api, world);
    await addStop(api, world, { crewId: to.id, day: THU, sortOrder: 1, estimateId: shared.id });
    const alreadyThere = await addStop(api, world, { crewId: from.id, day: THU, sortOrder: 2, estimateId: shared.id });
    const done = await addStop(api, world, { crewId: from.id, day: THU, sortOrder: 3, lines: [{ status: 'done' }] });
    const moving = await addStop(api, world, { crewId: from.id, day: THU, sortOrder: 4 });

    const res = await reassign({ fromCrewId: from.id, toCrewId: to.id, date: THU });

    expect(res.body.data.movedCount).toBe(1);
    expect(res.body.data.notMoved).toEqual([
      { scheduleId: started.scheduleId, jobId: started.estimateId, reason: 'already_started' },
      { scheduleId: alreadyThere.scheduleId, jobId: shared.id, reason: 'target_crew_already_on_that_job' },
    ]);
    expect(await dayOrder(api, world.org.id, from.id, THU)).toEqual({
      ids: [started.scheduleId, alreadyThere.scheduleId, done.scheduleId],
      sortOrders: dense(3),
    });
    expect((await dayOrder(api, world.org.id, to.id, THU)).ids).toContain(moving.scheduleId);
  });

  it('lets the receiving crew-day inherit a pinned order', async () => {
    const { from, to } = await twoCrews('Pinned');
    await pinDay(api, world.org.id, from.id, THU);
    await addStop(api, world, { crewId: from.id, day: THU, sortOrder: 1 });

    const res = await reassign({ fromCrewId: from.id, toCrewId: to.id, date: THU });

    expect(res.body.data.orderPinned).toBe(true);
    expect(await routeOf(api, world.org.id, to.id, THU)).toMatchObject({ orderMode: 'manual', orderSource: 'manual' });
  });

  it('moves pencilled work onto a crew and a crew day onto the unassigned board', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Board crew' });
    const pencilled = await addStop(api, world, { crewId: null, day: THU, sortOrder: 1 });
    const onCrew = await reassign({ fromCrewId: null, toCrewId: crew.id, date: THU });
    expect(onCrew.body.data).toMatchObject({ movedCount: 1, fromCrewId: null, toCrewId: crew.id });
    expect((await dayOrder(api, world.org.id, crew.id, THU)).ids).toEqual([pencilled.scheduleId]);

    await pinDay(api, world.org.id, crew.id, '2026-03-06');
    await addStop(api, world, { crewId: crew.id, day: '2026-03-06', sortOrder: 1 });
    const offCrew = await reassign({ fromCrewId: crew.id, toCrewId: null, date: '2026-03-06' });
    expect(offCrew.body.data).toMatchObject({ movedCount: 1, orderPinned: false });
  });

  it('refuses an archived receiving crew (422), the same crew twice (422) and an unknown crew (404)', async () => {
    const archived = await insertCrew(api.deps, world.org.id, { name: 'Retired', active: false });
    const toArchived = await sendReassign({ fromCrewId: world.crew.id, toCrewId: archived.id, date: THU });
    expect(toArchived.status).toBe(422);
    expect(toArchived.body.data.errors).toEqual([expect.objectContaining({ field: 'toCrewId' })]);
    const same = await reassign({ fromCrewId: world.crew.id, toCrewId: world.crew.id, date: THU });
    expect(same.status).toBe(422);
    expect((await reassign({ fromCrewId: randomUUID(), toCrewId: world.crew.id, date: THU })).status).toBe(404);
    expect((await reassign({ fromCrewId: world.crew.id, toCrewId: randomUUID(), date: THU })).status).toBe(404);
  });

  it("answers 404 for another organization's crews and needs schedule:write", async () => {
    const other = await dayWorld(api);
    const foreign = await sendReassign({ fromCrewId: other.crew.id, toCrewId: world.crew.id, date: THU });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toEqual({ code: 'not_found' });
    const readOnly = await world.org.newKey(['schedule:read']);
    expect(
      (await reassign({ fromCrewId: world.crew.id, toCrewId: world.otherCrew.id, date: THU }, readOnly)).status,
    ).toBe(403);
  });
});
