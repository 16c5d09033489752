import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { undoConflictSchema, undoResultSchema } from '../../../src/shared/contract/schedule-actions';
import { actionJournal } from '../../../src/server/db/schema';
import { sweepExpired } from '../../../src/server/worker/housekeeping';
import { startTestApp, type TestApp } from '../../support/test-app';
import { addStop, addWork, dayOrder, dayWorld, pinDay, type DayWorld } from './day-ops.fixtures';

/*
 * Undo on the server (issue 43): every undoable write answers with Action-Id, and
 * POST /schedule/actions/{id}/undo puts the board and the routes back as they were, byte for byte
 * but for the crew-days' versions, which an undo moves forward like any change (docs/decisions/board.md).
 */

let api: TestApp;
let world: DayWorld;

beforeAll(async () => {
  api = await startTestApp();
});

const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';

/** What a board and a routes reader see of the week, with the versions (which only go up) left out. */
async function picture(): Promise<string> {
  const board = await api.get(`/schedule?from=${MON}&to=${WED}`, { key: world.org.key });
  const routes = await api.get(`/routes?from=${MON}&to=${WED}`, { key: world.org.key });
  expect(board.status).toBe(200);
  expect(routes.status).toBe(200);
  return `${board.text}\n${routes.text}`
    .replace(/"(controlVersion|planControlVersion)":\d+/g, '"$1":0')
    .replace(/"status":"(pending|stale|planned|failed|not_planned)"/g, '"status":"-"');
}

function actionIdOf(res: { status: number; headers: Headers; text: string }): string {
  expect(res.status, res.text).toBe(200);
  const id = res.headers.get('Action-Id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id as string;
}

/** Does one write as the org's dispatcher and answers its Action-Id. */
const acted = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  actionIdOf(await api.request(method, path, body, { key: world.org.key }));

const undo = (actionId: string, idempotencyKey = randomUUID(), body: unknown = {}) =>
  api.post(`/schedule/actions/${actionId}/undo`, body, { key: world.org.key, idempotencyKey });

/** Does `act`, checks something changed, undoes it, and checks the week reads as before, byte for byte. */
async function doAndUndo(act: () => Promise<string>): Promise<string> {
  const before = await picture();
  const actionId = await act();
  expect(await picture()).not.toBe(before);
  const res = await undo(actionId);
  expect(res.status, res.text).toBe(200);
  const result = undoResultSchema.parse((res.body as { data: unknown }).data);
  expect(result.undoneActionIds).toEqual([actionId]);
  expect(res.headers.get('Action-Id')).toBe(result.actionId);
  expect(await picture()).toBe(before);
  return result.actionId;
}

/** Two stops on Monday for the crew and one on Tuesday, the days' route rows there already. */
async function week() {
  world = await dayWorld(api);
  const first = await addStop(api, world, { crewId: world.crew.id, day: MON, sortOrder: 1, plannedHours: 2 });
  const second = await addStop(api, world, { crewId: world.crew.id, day: MON, sortOrder: 2, plannedHours: 3 });
  const tuesday = await addStop(api, world, { crewId: world.crew.id, day: TUE, sortOrder: 1, plannedHours: 1 });
  const other = await addStop(api, world, { crewId: world.otherCrew.id, day: MON, sortOrder: 1, plannedHours: 1 });
  // Each day read once through its route, so every day has its row before the action.
  for (const [crewId, day] of [
    [world.crew.id, MON],
    [world.crew.id, TUE],
    [world.otherCrew.id, MON],
    [world.crew.id, WED],
    [world.otherCrew.id, TUE],
  ] as const) {
    await api.post(`/routes/${crewId}/${day}/automatic`, { expectedVersion: 1 }, { key: world.org.key });
  }
  return { first, second, tuesday, other };
}

describe('POST /schedule/actions/{actionId}/undo, one action kind at a time', () => {
  it('place', async () => {
    await week();
    const work = await addWork(api, world);
    await doAndUndo(() =>
      acted('POST', '/schedule', { estimateIds: [work.id], crewId: world.crew.id, scheduledDate: MON }),
    );
  });

  it('split: the shares, each its own placement, taken back in one undo', async () => {
    await week();
    const work = await addWork(api, world);
    const before = await picture();
    const ids = [];
    for (const day of [MON, TUE, WED]) {
      ids.push(
        await acted('POST', '/schedule', {
          estimateIds: [work.id],
          crewId: world.crew.id,
          scheduledDate: day,
          plannedHours: 1,
        }),
      );
    }
    const res = await undo(ids[0] as string, randomUUID(), { alsoActionIds: ids.slice(1) });
    expect(res.status, res.text).toBe(200);
    expect(await picture()).toBe(before);
  });

  it('move', async () => {
    const { first } = await week();
    await doAndUndo(() =>
      acted('PATCH', `/estimates/${first.estimateId}/schedule/${first.scheduleId}`, { scheduledDate: TUE }),
    );
  });

  it('planned hours', async () => {
    const { second } = await week();
    await doAndUndo(() =>
      acted('PATCH', `/estimates/${second.estimateId}/schedule/${second.scheduleId}`, { plannedHours: 6 }),
    );
  });

  it('remove, the last placement of the work: it is back on the day and out of the queue', async () => {
    const { first } = await week();
    await doAndUndo(() => acted('DELETE', `/estimates/${first.estimateId}/schedule/${first.scheduleId}`));
    expect((await dayOrder(api, world.org.id, world.crew.id, MON)).ids[0]).toBe(first.scheduleId);
  });

  it('bump, from a pinned day', async () => {
    world = await dayWorld(api);
    await pinDay(api, world.org.id, world.crew.id, MON);
    for (const sortOrder of [1, 2, 3, 4]) await addStop(api, world, { crewId: world.crew.id, day: MON, sortOrder });
    await api.post(`/routes/${world.crew.id}/${TUE}/automatic`, { expectedVersion: 1 }, { key: world.org.key });
    await doAndUndo(() => acted('POST', '/schedule/bump', { crewId: world.crew.id, fromDate: MON, days: 1 }));
  });

  it('reassign', async () => {
    await week();
    await doAndUndo(() =>
      acted('POST', '/schedule/reassign', { fromCrewId: world.crew.id, toCrewId: world.otherCrew.id, date: MON }),
    );
  });

  it('emergency, a new visit that pins the day', async () => {
    await week();
    const work = await addWork(api, world);
    await doAndUndo(() =>
      acted('POST', '/schedule/emergency', { estimateId: work.id, crewId: world.crew.id, date: MON }),
    );
  });

  it('emergency, a visit moved from another day', async () => {
    const { tuesday } = await week();
    await doAndUndo(() =>
      acted('POST', '/schedule/emergency', {
        estimateId: tuesday.estimateId,
        crewId: world.crew.id,
        date: MON,
        scheduleId: tuesday.scheduleId,
      }),
    );
  });

  it('reorder (which pins), and unpin', async () => {
    const { first, second } = await week();
    const version = async () =>
      (
        (await api.get(`/routes/${world.crew.id}/${MON}`, { key: world.org.key })).body as {
          data: { controlVersion: number };
        }
      ).data.controlVersion;
    await doAndUndo(async () =>
      acted('POST', `/routes/${world.crew.id}/${MON}/order`, {
        expectedVersion: await version(),
        orderedScheduleIds: [second.scheduleId, first.scheduleId],
      }),
    );
    await api.post(
      `/routes/${world.crew.id}/${MON}/order`,
      { expectedVersion: await version(), orderedScheduleIds: [second.scheduleId, first.scheduleId] },
      { key: world.org.key },
    );
    await doAndUndo(async () =>
      acted('POST', `/routes/${world.crew.id}/${MON}/automatic`, { expectedVersion: await version() }),
    );
  });

  it('an undo is an action: undoing it redoes', async () => {
    const { first } = await week();
    const actionId = await acted('PATCH', `/estimates/${first.estimateId}/schedule/${first.scheduleId}`, {
      scheduledDate: TUE,
    });
    const moved = await picture();
    const undoId = (await undo(actionId)).headers.get('Action-Id') as string;
    const redo = await undo(undoId);
    expect(redo.status, redo.text).toBe(200);
    expect(await picture()).toBe(moved);
    // The first action stays taken back: its undo was undone, not the action itself.
    const again = await undo(actionId);
    expect(again.status).toBe(409);
    expect(undoConflictSchema.parse((again.body as { data: unknown }).data)).toMatchObject({
      reason: 'already_undone',
      laterActionId: undoId,
    });
  });
});

describe('an undo that cannot be applied changes nothing', () => {
  it('a day changed since answers 409 naming the crew, the date, what changed and the later action', async () => {
    const { first, second } = await week();
    const actionId = await acted('PATCH', `/estimates/${first.estimateId}/schedule/${first.scheduleId}`, {
      scheduledDate: TUE,
    });
    const later = await acted('PATCH', `/estimates/${second.estimateId}/schedule/${second.scheduleId}`, {
      scheduledDate: TUE,
    });
    const changed = await picture();
    const res = await undo(actionId);
    expect(res.status).toBe(409);
    const conflict = undoConflictSchema.parse((res.body as { data: unknown }).data);
    expect(conflict.reason).toBe('changed_since');
    expect(conflict.laterActionId).toBe(later);
    expect(conflict.days.map((day) => [day.crewName, day.date])).toContainEqual(['Alder crew', TUE]);
    expect(conflict.days.flatMap((day) => day.changes).join(' ')).toMatch(/JOB-\d+ was added/);
    expect(await picture()).toBe(changed);

    // Undoing the later action first lets the earlier one go through: the days are again as it left them.
    expect((await undo(later)).status).toBe(200);
    expect((await undo(actionId)).status).toBe(200);
    expect((await dayOrder(api, world.org.id, world.crew.id, MON)).ids).toEqual([first.scheduleId, second.scheduleId]);
  });

  it("the route review's undos: a reorder or an unpin undone after the day was reordered or pinned again is a 409 saying so", async () => {
    const { first, second } = await week();
    const route = `/routes/${world.crew.id}/${MON}`;
    const version = async () =>
      ((await api.get(route, { key: world.org.key })).body as { data: { controlVersion: number } }).data.controlVersion;
    const setOrder = async (ids: string[]) =>
      api.post(`${route}/order`, { expectedVersion: await version(), orderedScheduleIds: ids }, { key: world.org.key });
    const refusal = async (actionId: string) => {
      const changed = await picture();
      const res = await undo(actionId);
      expect(res.status).toBe(409);
      expect(await picture()).toBe(changed);
      return undoConflictSchema.parse((res.body as { data: unknown }).data);
    };

    // A reorder, then another dispatcher's: the order the undo would put back is no longer the one it left.
    const reorder = actionIdOf(await setOrder([second.scheduleId, first.scheduleId]));
    const theirs = actionIdOf(await setOrder([first.scheduleId, second.scheduleId]));
    const reordered = await refusal(reorder);
    expect(reordered).toMatchObject({ reason: 'changed_since', laterActionId: theirs });
    expect(reordered.days).toEqual([
      {
        crewId: world.crew.id,
        crewName: 'Alder crew',
        date: MON,
        changes: [expect.stringMatching(/^JOB-\d+ is now stop 1$/)],
      },
    ]);

    // An unpin, then the day pinned again by hand.
    const unpin = actionIdOf(
      await api.post(`${route}/automatic`, { expectedVersion: await version() }, { key: world.org.key }),
    );
    const pinned = actionIdOf(await setOrder([second.scheduleId, first.scheduleId]));
    expect(await refusal(unpin)).toMatchObject({
      reason: 'changed_since',
      laterActionId: pinned,
      days: [expect.objectContaining({ changes: ['its order was pinned'] })],
    });
  });

  it('unknown, foreign and expired ids are 404s', async () => {
    const { first } = await week();
    expect((await undo(randomUUID())).status).toBe(404);
    const actionId = await acted('PATCH', `/estimates/${first.estimateId}/schedule/${first.scheduleId}`, {
      scheduledDate: TUE,
    });
    const stranger = await api.newOrg();
    const foreign = await api.post(`/schedule/actions/${actionId}/undo`, {}, { key: stranger.key });
    expect(foreign.status).toBe(404);

    api.clock.advance(24 * 60 * 60 * 1000 + 1);
    const unchanged = await picture();
    expect((await undo(actionId)).status).toBe(404);
    expect(await picture()).toBe(unchanged);
    const swept = await sweepExpired(api.deps.database.db, api.clock.now());
    expect(swept.actionJournal).toBeGreaterThan(0);
    api.clock.set('2026-03-02T16:00:00.000Z');
  });

  it('a malformed id or body is a 422 and changes nothing', async () => {
    await week();
    expect((await api.post('/schedule/actions/not-an-id/undo', {}, { key: world.org.key })).status).toBe(422);
    expect((await undo(randomUUID(), randomUUID(), { alsoActionIds: ['x'] })).status).toBe(422);
  });
});

describe('replays', () => {
  it('an undo sent again with its key replays its answer and Action-Id, applying nothing twice', async () => {
    const { first } = await week();
    const move = randomUUID();
    const send = () =>
      api.request(
        'PATCH',
        `/estimates/${first.estimateId}/schedule/${first.scheduleId}`,
        { scheduledDate: TUE },
        { key: world.org.key, idempotencyKey: move },
      );
    const actionId = actionIdOf(await send());
    const replayedMove = await send();
    expect(replayedMove.headers.get('Idempotent-Replay')).toBe('true');
    expect(replayedMove.headers.get('Action-Id')).toBe(actionId);

    const key = randomUUID();
    const first1 = await undo(actionId, key);
    const undone = await picture();
    const second1 = await undo(actionId, key);
    expect(second1.status).toBe(200);
    expect(second1.headers.get('Idempotent-Replay')).toBe('true');
    expect(second1.headers.get('Action-Id')).toBe(first1.headers.get('Action-Id'));
    expect(second1.text).toBe(first1.text);
    expect(await picture()).toBe(undone);
  });

  it('a write that changes nothing carries no Action-Id and journals nothing', async () => {
    const { first } = await week();
    const journaledBefore = await api.deps.database.db.select().from(actionJournal);
    const res = await api.request(
      'PATCH',
      `/estimates/${first.estimateId}/schedule/${first.scheduleId}`,
      { scheduledDate: MON },
      { key: world.org.key },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Action-Id')).toBeNull();
    expect(await api.deps.database.db.select().from(actionJournal)).toHaveLength(journaledBefore.length);
  });
});
