import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/server/db/schema';
import type { paths } from '../../../src/client/api-types';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { completedEstimate, insertEstimate } from '../../support/estimate-fixtures';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertAppointment,
  insertCrew,
  insertDistrict,
  insertPlacement,
  insertScheduleCatalog,
  insertUser,
  type CrewRow,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';

/* Today (test clock) is Monday 2026-03-02, 08:00 in the organization's zone (America/Los_Angeles). */

let api: TestApp;
let org: TestOrg;
let catalog: ScheduleCatalog;
let alpha: CrewRow;
let bravo: CrewRow;
let site: SiteRow;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  catalog = await insertScheduleCatalog(api.deps, org.id);
  // Created before Alpha: the board orders crews by name, not by creation.
  bravo = await insertCrew(api.deps, org.id, { name: 'Bravo', color: '#1565c0', active: false });
  alpha = await insertCrew(api.deps, org.id, { name: 'Alpha', dayStartMinutes: 360, dayEndMinutes: 960 });
  site = await insertSite(api.deps, org.id, { label: 'Maple house', latitude: 45.5, longitude: -122.6 });
});

const work = async (fixture: Parameters<typeof insertAcceptedWork>[3] = {}, at: SiteRow = site) =>
  (await insertAcceptedWork(api.deps, org.id, at, fixture)).estimate;

type BoardQuery = NonNullable<paths['/schedule']['get']['parameters']['query']>;

const board = async (query: BoardQuery = {}, key = org.key) => {
  const res = await api.contract.get('/schedule', { query, key });
  expect(res.status).toBe(200);
  return scheduleBoardSchema.parse(res.body.data);
};

describe('GET /schedule', () => {
  it('answers every ScheduledWork field of a placement', async () => {
    const streetOnly = await insertSite(api.deps, org.id, {
      label: null,
      street: '900 Birch Rd',
      latitude: null,
      longitude: null,
    });
    const districtId = await insertDistrict(api.deps, org.id, [streetOnly.id]);
    const estimate = await work(
      {
        lines: [
          { catalogItemId: catalog.removal.id, quantity: 1, unitPriceCents: 90_000, estimatedHours: 5 },
          { catalogItemId: catalog.pruning.id, quantity: 2, unitPriceCents: 15_000 },
          { catalogItemId: catalog.removal.id, quantity: 1, unitPriceCents: null },
        ],
      },
      streetOnly,
    );
    const placement = await insertPlacement(api.deps, org.id, {
      estimateId: estimate.id,
      scheduledDate: '2026-03-10',
      crewId: bravo.id,
      plannedHours: 2.5,
      note: 'gate code 1234',
    });
    const { upcoming } = await board({ from: '2026-03-10', to: '2026-03-10' });
    expect(upcoming).toEqual([
      {
        scheduleId: placement.id,
        estimateId: estimate.id,
        estimateNumber: `JOB-${estimate.number}`,
        estimateStatus: 'scheduled',
        scheduledDate: '2026-03-10',
        serviceCategories: ['Pruning', 'Removal'],
        districtIds: [districtId],
        sortOrder: 1,
        note: 'gate code 1234',
        siteId: streetOnly.id,
        siteLabel: '900 Birch Rd',
        customerName: 'Fixture Customer',
        latitude: null,
        longitude: null,
        totalCents: 120_000,
        plannedHours: 2.5,
        lineItemId: null,
        crew: { id: bravo.id, name: 'Bravo', color: '#1565c0', isArchived: true },
        jobDay: null,
      },
    ]);
  });

  it("numbers each day of a job on several days among all of the job's placements, shown or not", async () => {
    const split = await work();
    const days = ['2026-09-16', '2026-09-14', '2026-09-15', '2026-09-29'];
    const ids = new Map<string, string>();
    for (const day of days) {
      const placement = await insertPlacement(api.deps, org.id, {
        estimateId: split.id,
        scheduledDate: day,
        crewId: alpha.id,
      });
      ids.set(day, placement.id);
    }
    const single = await work();
    await insertPlacement(api.deps, org.id, { estimateId: single.id, scheduledDate: '2026-09-15', crewId: alpha.id });

    // Only two of the four days are shown, and they are numbered among all four (the fourth is outside the range).
    const { upcoming } = await board({ from: '2026-09-15', to: '2026-09-16' });
    const jobDayOf = (estimateId: string) =>
      upcoming.filter((row) => row.estimateId === estimateId).map((row) => [row.scheduledDate, row.jobDay]);
    expect(jobDayOf(split.id)).toEqual([
      ['2026-09-15', { number: 2, count: 4 }],
      ['2026-09-16', { number: 3, count: 4 }],
    ]);
    expect(jobDayOf(single.id)).toEqual([['2026-09-15', null]]);

    // The board's rows (GET /schedule/board) say the same.
    const rows = await api.get('/schedule/board?from=2026-09-14&to=2026-09-14', { key: org.key });
    const row = rows.body.data.upcoming.find((r: unknown[]) => r[0] === ids.get('2026-09-14'));
    expect(row.at(-1)).toEqual({ number: 1, count: 4 });
  });

  it('orders by day, then crew name, then drive order, with the unassigned board last', async () => {
    const [a, b, c, d, e] = [await work(), await work(), await work(), await work(), await work()];
    await insertPlacement(api.deps, org.id, {
      estimateId: a.id,
      scheduledDate: '2026-03-12',
      crewId: null,
      sortOrder: 1,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: b.id,
      scheduledDate: '2026-03-12',
      crewId: bravo.id,
      sortOrder: 1,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: c.id,
      scheduledDate: '2026-03-12',
      crewId: alpha.id,
      sortOrder: 2,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: d.id,
      scheduledDate: '2026-03-12',
      crewId: alpha.id,
      sortOrder: 1,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: e.id,
      scheduledDate: '2026-03-11',
      crewId: null,
      sortOrder: 1,
    });
    const { upcoming, crewDays } = await board({ from: '2026-03-11', to: '2026-03-12' });
    expect(upcoming.map((row) => row.estimateId)).toEqual([e.id, d.id, c.id, b.id, a.id]);
    expect(crewDays.map((day) => [day.date, day.crewId])).toEqual([
      ['2026-03-11', null],
      ['2026-03-12', alpha.id],
      ['2026-03-12', bravo.id],
      ['2026-03-12', null],
    ]);
  });

  it('reads a range of several weeks in board order across the weeks, an empty week and an upside-down range included', async () => {
    const [first, second, third, fourth] = [await work(), await work(), await work(), await work()];
    const ids = [first.id, second.id, third.id, fourth.id].join(',');
    await insertPlacement(api.deps, org.id, { estimateId: third.id, scheduledDate: '2026-04-27', crewId: alpha.id });
    await insertPlacement(api.deps, org.id, { estimateId: second.id, scheduledDate: '2026-04-13', crewId: null });
    await insertPlacement(api.deps, org.id, { estimateId: fourth.id, scheduledDate: '2026-04-27', crewId: bravo.id });
    await insertPlacement(api.deps, org.id, { estimateId: first.id, scheduledDate: '2026-04-13', crewId: alpha.id });
    // Four weeks from a Wednesday; the week of 04-15 holds nothing.
    const { upcoming, crewDays } = await board({ estimateIds: ids, from: '2026-04-08', to: '2026-05-05' });
    expect(upcoming.map((row) => [row.scheduledDate, row.estimateId])).toEqual([
      ['2026-04-13', first.id],
      ['2026-04-13', second.id],
      ['2026-04-27', third.id],
      ['2026-04-27', fourth.id],
    ]);
    expect(crewDays.map((day) => [day.date, day.crewId])).toEqual([
      ['2026-04-13', alpha.id],
      ['2026-04-13', null],
      ['2026-04-27', alpha.id],
      ['2026-04-27', bravo.id],
    ]);
    const upsideDown = await board({ estimateIds: ids, from: '2026-05-05', to: '2026-04-08' });
    expect([upsideDown.upcoming, upsideDown.crewDays]).toEqual([[], []]);
  });

  it('starts at today in UTC by default, and `to` is inclusive', async () => {
    const [past, today, later, beyond] = [await work(), await work(), await work(), await work()];
    await insertPlacement(api.deps, org.id, { estimateId: past.id, scheduledDate: '2026-03-01', crewId: alpha.id });
    await insertPlacement(api.deps, org.id, { estimateId: today.id, scheduledDate: '2026-03-02', crewId: alpha.id });
    await insertPlacement(api.deps, org.id, { estimateId: later.id, scheduledDate: '2026-06-30', crewId: alpha.id });
    await insertPlacement(api.deps, org.id, { estimateId: beyond.id, scheduledDate: '2026-07-01', crewId: alpha.id });
    const ids = [past.id, today.id, later.id, beyond.id].join(',');
    expect((await board({ estimateIds: ids })).upcoming.map((row) => row.estimateId)).toEqual([
      today.id,
      later.id,
      beyond.id,
    ]);
    expect((await board({ estimateIds: ids, to: '2026-06-30' })).upcoming.map((row) => row.estimateId)).toEqual([
      today.id,
      later.id,
    ]);
    // 03:00 UTC on the 3rd is still the 2nd in Los Angeles: `from` follows UTC, "already past" the organization.
    api.clock.set('2026-03-03T03:00:00.000Z');
    try {
      const late = await board({ estimateIds: ids });
      expect(late.upcoming.map((row) => row.estimateId)).toEqual([later.id, beyond.id]);
      expect(late.needsAttention.map((row) => row.estimateId)).toEqual([past.id]);
    } finally {
      api.clock.set('2026-03-02T16:00:00.000Z');
    }
  });

  it('lists in needsAttention the last placement of live work that is already past, whatever from and to say', async () => {
    const stale = await work();
    const continuing = await work();
    const done = (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate;
    await insertPlacement(api.deps, org.id, { estimateId: stale.id, scheduledDate: '2026-02-20', crewId: alpha.id });
    const last = await insertPlacement(api.deps, org.id, {
      estimateId: stale.id,
      scheduledDate: '2026-02-26',
      crewId: bravo.id,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: continuing.id,
      scheduledDate: '2026-02-26',
      crewId: alpha.id,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: continuing.id,
      scheduledDate: '2026-03-09',
      crewId: alpha.id,
    });
    await insertPlacement(api.deps, org.id, { estimateId: done.id, scheduledDate: '2026-02-26', crewId: alpha.id });
    const ids = [stale.id, continuing.id, done.id].join(',');
    const { needsAttention } = await board({ estimateIds: ids, from: '2026-03-05', to: '2026-03-06' });
    expect(needsAttention.map((row) => [row.scheduleId, row.scheduledDate, row.estimateStatus])).toEqual([
      [last.id, '2026-02-26', 'scheduled'],
    ]);
  });

  it('describes each crew-day of the upcoming rows: load of all its work (filters aside), length, order control', async () => {
    const shown = await work({ lines: [{ estimatedHours: 3 }] });
    const hidden = await work({ lines: [{ estimatedHours: null }] });
    await insertPlacement(api.deps, org.id, {
      estimateId: shown.id,
      scheduledDate: '2026-03-16',
      crewId: alpha.id,
      plannedHours: 3,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: hidden.id,
      scheduledDate: '2026-03-16',
      crewId: alpha.id,
      sortOrder: 2,
    });
    await insertPlacement(api.deps, org.id, { estimateId: hidden.id, scheduledDate: '2026-03-16', crewId: null });
    const { crewDays } = await board({ from: '2026-03-16', to: '2026-03-16', estimateIds: shown.id });
    // Unfiltered, the unassigned board's stop is a crew-day of its own; Alpha's day reads the same.
    expect((await board({ from: '2026-03-16', to: '2026-03-16' })).crewDays).toEqual([
      crewDays[0],
      expect.objectContaining({ crewId: null, bookedMinutes: 120, stops: 1 }),
    ]);
    // 3 h planned + the organization's 2 placeholder hours for the unestimated stop.
    expect(crewDays).toEqual([
      {
        crewId: alpha.id,
        date: '2026-03-16',
        orderMode: 'automatic',
        controlVersion: 1,
        bookedMinutes: 300,
        dayLengthMinutes: 600,
        stops: 2,
      },
    ]);
  });

  it("reads each crew-day's route control, the unassigned board's too, and rounds booked minutes half up", async () => {
    const estimate = await work({ lines: [{ estimatedHours: 1 }] });
    const other = await work({ lines: [{ estimatedHours: 1 }] });
    // 0.375 h is 22.5 minutes: Math.round's 23 (rounding half to even would say 22).
    await insertPlacement(api.deps, org.id, {
      estimateId: estimate.id,
      scheduledDate: '2026-04-07',
      plannedHours: 0.375,
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: other.id,
      scheduledDate: '2026-04-07',
      crewId: alpha.id,
      plannedHours: 0.375,
    });
    const now = api.deps.clock.now();
    await api.deps.database.db.insert(routes).values([
      {
        orgId: org.id,
        id: randomUUID(),
        crewId: null,
        day: '2026-04-07',
        orderMode: 'manual',
        controlVersion: 4,
        createdAt: now,
        updatedAt: now,
      },
      {
        orgId: org.id,
        id: randomUUID(),
        crewId: alpha.id,
        day: '2026-04-07',
        controlVersion: 2,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const { crewDays } = await board({
      from: '2026-04-07',
      to: '2026-04-07',
      estimateIds: `${estimate.id},${other.id}`,
    });
    // Read the same with no filter on the work (the board's usual read, summed over the rows it shows).
    expect((await board({ from: '2026-04-07', to: '2026-04-07' })).crewDays).toEqual(crewDays);
    expect(crewDays).toEqual([
      {
        crewId: alpha.id,
        date: '2026-04-07',
        orderMode: 'automatic',
        controlVersion: 2,
        bookedMinutes: 23,
        dayLengthMinutes: 600,
        stops: 1,
      },
      {
        crewId: null,
        date: '2026-04-07',
        orderMode: 'manual',
        controlVersion: 4,
        bookedMinutes: 23,
        dayLengthMinutes: 480,
        stops: 1,
      },
    ]);
  });

  it('answers appointments in their own array, shaped as Appointment', async () => {
    const userId = await insertUser(api.deps, org.id);
    const estimate = await work();
    const timed = await insertAppointment(api.deps, org.id, {
      siteId: site.id,
      assigneeId: userId,
      day: '2026-03-17',
      startMinutes: 600,
      durationMinutes: 45,
      estimateId: estimate.id,
      note: 'bring the ladder',
    });
    const untimed = await insertAppointment(api.deps, org.id, {
      siteId: site.id,
      assigneeId: userId,
      day: '2026-03-17',
      title: 'Quote visit',
    });
    await insertAppointment(api.deps, org.id, { siteId: site.id, assigneeId: userId, day: '2026-03-01' });
    const { appointments } = await board({ from: '2026-03-02', to: '2026-03-17', assigneeIds: userId });
    expect(appointments).toEqual([
      {
        id: timed,
        siteId: site.id,
        estimateId: estimate.id,
        assigneeId: userId,
        date: '2026-03-17',
        startMinutes: 600,
        durationMinutes: 45,
        title: 'Site visit',
        note: 'bring the ladder',
        siteLabel: 'Maple house',
        latitude: 45.5,
        longitude: -122.6,
      },
      expect.objectContaining({ id: untimed, startMinutes: null, estimateId: null, title: 'Quote visit' }),
    ]);
  });

  it("shows only the caller organization's work and appointments", async () => {
    const other = await api.newOrg();
    const otherSite = await insertSite(api.deps, other.id);
    const foreign = (await insertAcceptedWork(api.deps, other.id, otherSite)).estimate;
    await insertPlacement(api.deps, other.id, { estimateId: foreign.id, scheduledDate: '2026-03-18' });
    await insertPlacement(api.deps, other.id, { estimateId: foreign.id, scheduledDate: '2026-02-18', crewId: null });
    await insertAppointment(api.deps, other.id, {
      siteId: otherSite.id,
      assigneeId: await insertUser(api.deps, other.id),
      day: '2026-03-18',
    });
    const own = await board({ from: '2026-03-18', to: '2026-03-18' });
    expect(own).toMatchObject({ upcoming: [], appointments: [], crewDays: [] });
    expect(own.needsAttention.map((row) => row.estimateId)).not.toContain(foreign.id);
    expect((await board({ from: '2026-03-18', to: '2026-03-18' }, other.key)).upcoming).toHaveLength(1);
  });

  it('refuses a bad day, an unknown kind and an upside-down box, all at once', async () => {
    const res = await api.get('/schedule?from=2026-13-01&kinds=work_day,lunch&bbox=0,10,5,1&minAgeDays=-1', {
      key: org.key,
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'bbox',
      'from',
      'kinds.1',
      'minAgeDays',
    ]);
  });

  it('needs schedule:read', async () => {
    const key = await org.newKey(['estimates:read']);
    const envelope = expectFailure(await api.contract.get('/schedule', { key }), 403, 'forbidden');
    expect(envelope.message).toContain('schedule:read');
  });
});
