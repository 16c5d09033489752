import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { listDayPlacements } from '../../../src/server/crew-days/crew-day.repo';
import { emergencyResultSchema } from '../../../src/shared/contract/emergency';
import { insertSite } from '../../support/inventory-fixtures';
import { insertCrew, insertCrewMember, insertTimeEntry } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { addStop, addWork, dayOrder, dayWorld, dense, routeOf, type DayWorld } from './day-ops.fixtures';

let api: TestApp;
let world: DayWorld;

const THU = '2026-03-05';
const FRI = '2026-03-06';

beforeAll(async () => {
  api = await startTestApp();
  world = await dayWorld(api);
});

const emergency = (body: components['schemas']['Emergency'], key = world.org.key) =>
  api.contract.post('/schedule/emergency', { body, key });

/** POST /schedule/emergency uncheckedly, for failures the contract does not type. */
const sendEmergency = (body: unknown) => api.post('/schedule/emergency', body, { key: world.org.key });

describe('POST /schedule/emergency', () => {
  it('puts a new job at the front of what the crew has left, behind the stop already clocked on, and pins the day', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Storm crew', dayStartMinutes: 360 });
    const member = await insertCrewMember(api.deps, world.org.id, crew.id);
    const unlabelled = await insertSite(api.deps, world.org.id, { label: null, street: '77 NE Alder St' });
    const startedWork = await addWork(api, world);
    const nextWork = await addWork(api, world, { site: unlabelled });
    const started = await addStop(api, world, {
      crewId: crew.id,
      day: THU,
      sortOrder: 1,
      plannedHours: 3,
      estimateId: startedWork.id,
    });
    const next = await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 2, estimateId: nextWork.id });
    await insertTimeEntry(api.deps, world.org.id, started.scheduleId, member);
    const job = await addWork(api, world);

    const res = await emergency({
      estimateId: job.id,
      crewId: crew.id,
      date: THU,
      plannedHours: 1.5,
      note: 'Limb on the roof',
    });

    expect(res.status).toBe(200);
    const data = emergencyResultSchema.parse(res.body.data);
    expect(data).toEqual({
      scheduleId: expect.any(String),
      estimateId: job.id,
      crewId: crew.id,
      date: THU,
      wasAlreadyOnTheDay: false,
      position: 2,
      orderedScheduleIds: [started.scheduleId, data.scheduleId, next.scheduleId],
      orderPinned: true,
      displaced: [
        {
          scheduleId: next.scheduleId,
          estimateId: nextWork.id,
          jobNumber: nextWork.number,
          addressLabel: '77 NE Alder St',
        },
      ],
      // 6:00 start + 3 h + 2 h placeholder (unestimated stop) + 1.5 h
      dayEndsAtMinutes: 360 + 180 + 120 + 90,
    });
    expect(await dayOrder(api, world.org.id, crew.id, THU)).toEqual({
      ids: data.orderedScheduleIds,
      sortOrders: dense(3),
    });
    expect(await routeOf(api, world.org.id, crew.id, THU)).toMatchObject({
      orderMode: 'manual',
      orderSource: 'manual',
    });
    const [placed] = await listDayPlacements(api.deps.database.db, world.org.id, { crewId: crew.id, day: THU }).then(
      (rows) => rows.filter((row) => row.id === data.scheduleId),
    );
    expect(placed).toMatchObject({ estimateId: job.id, plannedHours: 1.5, note: 'Limb on the roof' });
  });

  it('moves a job already on the day up front (taking the hours sent), reporting only the stops it passed', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Second storm crew' });
    const first = await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 1 });
    const job = await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 2 });
    const last = await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 3 });

    const res = await emergency({ estimateId: job.estimateId, crewId: crew.id, date: THU, plannedHours: 1 });

    expect(res.body.data).toMatchObject({
      scheduleId: job.scheduleId,
      wasAlreadyOnTheDay: true,
      position: 1,
      orderedScheduleIds: [job.scheduleId, first.scheduleId, last.scheduleId],
      displaced: [expect.objectContaining({ scheduleId: first.scheduleId, addressLabel: 'Oak Street house' })],
      // From the default 7:00 start: two unestimated stops at the 2 h placeholder, and the 1 h now planned for the job.
      dayEndsAtMinutes: 420 + 2 * 120 + 60,
    });
    expect((await dayOrder(api, world.org.id, crew.id, THU)).ids).toEqual([
      job.scheduleId,
      first.scheduleId,
      last.scheduleId,
    ]);
  });

  it('moves a visit from another day and puts it next in the same write (extension scheduleId), whatever its work status', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Third storm crew' });
    const first = await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 1 });
    // A program's next round: a visit of work whose lines are all done.
    const round = await addStop(api, world, { crewId: crew.id, day: FRI, sortOrder: 1, lines: [{ status: 'done' }] });

    const res = await emergency({
      estimateId: round.estimateId,
      crewId: crew.id,
      date: THU,
      scheduleId: round.scheduleId,
    });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      scheduleId: round.scheduleId,
      wasAlreadyOnTheDay: false,
      position: 1,
      orderedScheduleIds: [round.scheduleId, first.scheduleId],
    });
    expect((await dayOrder(api, world.org.id, crew.id, THU)).ids).toEqual([round.scheduleId, first.scheduleId]);
    expect((await dayOrder(api, world.org.id, crew.id, FRI)).ids).toEqual([]);
  });

  it('moves nothing when it is refused', async () => {
    const crew = await insertCrew(api.deps, world.org.id, { name: 'Fourth storm crew' });
    const onThursday = await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 1 });
    const secondVisit = await addStop(api, world, {
      crewId: crew.id,
      day: FRI,
      sortOrder: 1,
      estimateId: onThursday.estimateId,
    });

    // The job is on Thursday already: moving its Friday visit there would put it twice on one crew-day.
    const twice = await emergency({
      estimateId: onThursday.estimateId,
      crewId: crew.id,
      date: THU,
      scheduleId: secondVisit.scheduleId,
    });
    expect(twice.status).toBe(409);
    // A visit of another job is not this job's to move.
    const other = await addStop(api, world, { crewId: crew.id, day: FRI, sortOrder: 2 });
    const notItsVisit = await emergency({
      estimateId: onThursday.estimateId,
      crewId: crew.id,
      date: '2026-03-09',
      scheduleId: other.scheduleId,
    });
    expect(notItsVisit.status).toBe(404);

    expect((await dayOrder(api, world.org.id, crew.id, THU)).ids).toEqual([onThursday.scheduleId]);
    expect((await dayOrder(api, world.org.id, crew.id, FRI)).ids).toEqual([secondVisit.scheduleId, other.scheduleId]);
    expect((await dayOrder(api, world.org.id, crew.id, '2026-03-09')).ids).toEqual([]);
  });

  it('uses the unassigned board without pinning it', async () => {
    const job = await addWork(api, world);
    const res = await emergency({ estimateId: job.id, crewId: null, date: '2026-03-06' });
    expect(res.body.data).toMatchObject({
      crewId: null,
      position: 1,
      orderPinned: false,
      displaced: [],
      dayEndsAtMinutes: 420 + 120,
    });
    expect(await routeOf(api, world.org.id, null, '2026-03-06')).toMatchObject({ orderMode: 'automatic' });
  });

  it('places only accepted work (422 otherwise), on a working crew (archived 422), known ids only (404)', async () => {
    for (const estimate of [{ status: 'draft' }, { status: 'declined' }, { status: 'accepted' }]) {
      const lines = estimate.status === 'accepted' ? [{ status: 'done' }] : undefined;
      const work = await addWork(api, world, { estimate, lines });
      const res = await sendEmergency({ estimateId: work.id, crewId: world.crew.id, date: THU });
      expect(res.status).toBe(422);
      expect(res.body.data.errors).toEqual([expect.objectContaining({ field: 'estimateId' })]);
    }
    const job = await addWork(api, world);
    const archived = await insertCrew(api.deps, world.org.id, { name: 'Archived storm crew', active: false });
    expect((await emergency({ estimateId: job.id, crewId: archived.id, date: THU })).status).toBe(422);
    expect((await emergency({ estimateId: randomUUID(), crewId: world.crew.id, date: THU })).status).toBe(404);
    expect((await emergency({ estimateId: job.id, crewId: randomUUID(), date: THU })).status).toBe(404);
    expect((await dayOrder(api, world.org.id, archived.id, THU)).ids).toEqual([]);
  });

  it("answers 404 for another organization's estimate and crew, and needs schedule:write", async () => {
    const other = await dayWorld(api);
    const theirs = await addWork(api, other);
    expect((await sendEmergency({ estimateId: theirs.id, crewId: world.crew.id, date: THU })).body.data).toEqual({
      code: 'not_found',
    });
    const mine = await addWork(api, world);
    expect((await emergency({ estimateId: mine.id, crewId: other.crew.id, date: THU })).status).toBe(404);
    const readOnly = await world.org.newKey(['schedule:read']);
    expect((await emergency({ estimateId: mine.id, crewId: world.crew.id, date: THU }, readOnly)).status).toBe(403);
  });
});
