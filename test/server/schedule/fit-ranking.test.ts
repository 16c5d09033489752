import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/client/api-types';
import { fitResultSchema } from '../../../src/shared/contract/fit';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertCrew, type CrewRow } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { addStop, addWork, type DayWorld } from './day-ops.fixtures';

let api: TestApp;
let world: DayWorld;
let near: SiteRow;
let far: SiteRow;
let busy: CrewRow;

const THU = '2026-03-05';
const FRI = '2026-03-06';
/** On the meridian of the depot and both sites: distances along it are exact arcs. */
const LNG = -122.65;
/** 0.01 degree of latitude on the mean sphere. */
const CENTI_DEGREE_METERS = 1111.95;

beforeAll(async () => {
  api = await startTestApp();
  const org = await api.newOrg({ origin: { label: 'Yard', lat: 45.5, lng: LNG } });
  near = await insertSite(api.deps, org.id, { label: 'Near', latitude: 45.52, longitude: LNG });
  far = await insertSite(api.deps, org.id, { label: 'Far', latitude: 45.6, longitude: LNG });
  const crew = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
  busy = await insertCrew(api.deps, org.id, { name: 'Birch crew', dayStartMinutes: 360 });
  await insertCrew(api.deps, org.id, { name: 'Archived crew', active: false });
  world = { org, site: near, crew, otherCrew: busy };
  await addStop(api, world, { crewId: crew.id, day: THU, sortOrder: 1, plannedHours: 6 });
  await addStop(api, world, { crewId: busy.id, day: THU, sortOrder: 1, site: far });
  await addStop(api, world, { crewId: busy.id, day: FRI, sortOrder: 1, plannedHours: 4, site: far });
  await addStop(api, world, { crewId: busy.id, day: FRI, sortOrder: 2, plannedHours: 4, site: far });
});

type FitQuery = NonNullable<paths['/schedule/fit']['get']['parameters']['query']>;

const fit = (query: FitQuery, key = world.org.key) => api.contract.get('/schedule/fit', { query, key });

/** GET /schedule/fit uncheckedly, for queries or failures the contract does not type. */
const sendFit = (query: string) => api.get(`/schedule/fit?${query}`, { key: world.org.key });

describe('GET /schedule/fit', () => {
  it('ranks days that fit first, nearest first, then soonest; days that do not fit come last, never dropped', async () => {
    const res = await fit({ from: THU, days: 2, hours: 2, lat: 45.51, lng: LNG });

    expect(res.status).toBe(200);
    const { fits, need } = fitResultSchema.parse(res.body.data);
    expect(need).toEqual({ minutes: 120, estimated: true });
    expect(fits.map((day) => [day.crewName, day.date, day.fits])).toEqual([
      ['Alder crew', THU, true],
      ['Birch crew', THU, true],
      ['Alder crew', FRI, true],
      ['Birch crew', FRI, false],
    ]);
    const [alderThu, birchThu, alderFri, birchFri] = fits;
    // 7:00-15:00 is 480 min: 360 booked + 120 needed leaves exactly 0, which still fits.
    expect(alderThu).toMatchObject({ crewId: world.crew.id, bookedMinutes: 360, remainingMinutes: 0, stops: 1 });
    expect(alderThu!.nearestMeters).toBeCloseTo(CENTI_DEGREE_METERS, 0);
    // The point lies on the way from the depot to the stop: inserting it costs (almost) nothing.
    expect(alderThu!.detourMeters).toBeLessThan(1);
    // Unestimated work books the 2 h placeholder; Birch starts at 6:00, so its day is 540 min.
    expect(birchThu).toMatchObject({ bookedMinutes: 120, remainingMinutes: 300, stops: 1 });
    expect(birchThu!.nearestMeters).toBeCloseTo(9 * CENTI_DEGREE_METERS, -1);
    expect(alderFri).toMatchObject({
      bookedMinutes: 0,
      remainingMinutes: 360,
      nearestMeters: null,
      detourMeters: null,
      stops: 0,
    });
    expect(birchFri).toMatchObject({ bookedMinutes: 480, remainingMinutes: -60, stops: 2 });
    expect(birchFri!.reason).toMatch(/60/);
  });

  it('judges days on room alone without a point, and narrows to crewIds (active crews only)', async () => {
    const res = await fit({ from: THU, days: 2, hours: 1, crewIds: busy.id });
    const fits = res.body.data.fits;
    expect(fits).toHaveLength(2);
    expect(fits.every((day) => day.crewId === busy.id && day.nearestMeters === null && day.detourMeters === null)).toBe(
      true,
    );
  });

  it('names each crew as it was saved, quotes, backslashes and accents included', async () => {
    const org = await api.newOrg();
    const name = 'Oak "North" \\ O\'Neil — Peña';
    const crew = await insertCrew(api.deps, org.id, { name });
    const res = await fit({ from: THU, days: 1, hours: 1 }, org.key);
    expect(res.body.data.fits).toEqual([expect.objectContaining({ crewId: crew.id, crewName: name, date: THU })]);
  });

  it('counts working days from today in UTC by default, skipping the weekend', async () => {
    // Saturday 03:00 UTC is still Friday in the organization's zone; fit's default is the UTC day.
    api.clock.set('2026-03-07T03:00:00.000Z');
    try {
      const res = await fit({ days: 3, hours: 1 });
      const dates = [...new Set(res.body.data.fits.map((day) => day.date))].sort();
      expect(dates).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    } finally {
      api.clock.set('2026-03-02T16:00:00.000Z');
    }
  });

  it('sizes the need from the estimates still waiting: unplaced hours, or the placeholder when nobody estimated', async () => {
    const sized = await addWork(api, world, { lines: [{ estimatedHours: 2 }, { estimatedHours: 1.5 }] });
    await addStop(api, world, { crewId: null, day: '2026-06-01', sortOrder: 1, plannedHours: 1, estimateId: sized.id });
    const unsized = await addWork(api, world);

    const one = await fit({ from: THU, days: 1, estimateIds: sized.id, hours: 9 });
    expect(one.body.data.need).toEqual({ minutes: 150, estimated: true });
    const both = await fit({ from: THU, days: 1, estimateIds: `${sized.id},${unsized.id}` });
    expect(both.body.data.need).toEqual({ minutes: 150 + 120, estimated: false });
    const fallback = await fit({ from: THU, days: 1 });
    expect(fallback.body.data.need).toEqual({ minutes: 120, estimated: false });
  });

  it('never offers a crew-day the named work is already placed on', async () => {
    const multiDay = await addWork(api, world, { lines: [{ estimatedHours: 10 }] });
    await addStop(api, world, {
      crewId: world.crew.id,
      day: THU,
      sortOrder: 2,
      plannedHours: 2,
      estimateId: multiDay.id,
    });

    const res = await fit({ from: THU, days: 2, estimateIds: multiDay.id });
    expect(res.status).toBe(200);
    const offered = fitResultSchema.parse(res.body.data).fits.map((option) => `${option.crewName} ${option.date}`);
    expect(offered.sort()).toEqual([`Alder crew ${FRI}`, `Birch crew ${THU}`, `Birch crew ${FRI}`]);
    // Another job is still offered that day.
    const other = await fit({ from: THU, days: 2, hours: 1 });
    expect(fitResultSchema.parse(other.body.data).fits).toHaveLength(4);
  });

  it("measures a day's detour along its drive order, whatever order its stops were saved in", async () => {
    const org = await api.newOrg({ origin: { label: 'Yard', lat: 45.5, lng: LNG } });
    const west = await insertSite(api.deps, org.id, { label: 'West', latitude: 45.52, longitude: LNG });
    const east = await insertSite(api.deps, org.id, { label: 'East', latitude: 45.52, longitude: LNG + 0.1 });
    const north = await insertSite(api.deps, org.id, { label: 'North', latitude: 45.6, longitude: LNG });
    const crew = await insertCrew(api.deps, org.id, { name: 'Cedar crew' });
    const cedar: DayWorld = { org, site: west, crew, otherCrew: crew };
    // Drive order west -> east -> north, saved west, north, east.
    await addStop(api, cedar, { crewId: crew.id, day: THU, sortOrder: 1, plannedHours: 1, site: west });
    await addStop(api, cedar, { crewId: crew.id, day: THU, sortOrder: 3, plannedHours: 1, site: north });
    await addStop(api, cedar, { crewId: crew.id, day: THU, sortOrder: 2, plannedHours: 1, site: east });

    // Halfway between west and east: on the way in drive order, a long way round in the saved order.
    const res = await fit({ from: THU, days: 1, hours: 1, lat: 45.52, lng: LNG + 0.05 }, org.key);
    const [day] = fitResultSchema.parse(res.body.data).fits;
    expect(day).toMatchObject({ crewName: 'Cedar crew', date: THU, stops: 3, bookedMinutes: 180 });
    expect(day!.detourMeters).toBeLessThan(1);
  });

  it('answers 404 for an estimate that is not waiting to be placed', async () => {
    const placedWork = await addWork(api, world, { lines: [{ estimatedHours: 2 }] });
    await addStop(api, world, {
      crewId: null,
      day: '2026-06-02',
      sortOrder: 1,
      plannedHours: 2,
      estimateId: placedWork.id,
    });
    const draft = await addWork(api, world, { estimate: { status: 'draft' } });
    for (const id of [placedWork.id, draft.id, randomUUID()]) {
      const res = await sendFit(`estimateIds=${id}`);
      expect(res.status).toBe(404);
      expect(res.body.data).toEqual({ code: 'not_found' });
    }
  });

  it('answers only the best `limit` fits, in the order of the whole ranking (extension)', async () => {
    const query = { from: THU, days: 2, hours: 2, lat: 45.51, lng: LNG };
    const whole = fitResultSchema.parse((await fit(query)).body.data);
    const best = fitResultSchema.parse((await fit({ ...query, limit: 3 })).body.data);
    expect(whole.fits).toHaveLength(4);
    expect(best).toEqual({ need: whole.need, fits: whole.fits.slice(0, 3) });
    for (const limit of ['0', '501', '2.5', 'all']) {
      const refused = await sendFit(`limit=${limit}`);
      expect(refused.status).toBe(422);
      expect(refused.body.data.errors).toEqual([expect.objectContaining({ field: 'limit' })]);
    }
  });

  it('refuses lat without lng, days outside 1..60 and malformed ids (422)', async () => {
    const lonely = await sendFit('lat=45.5');
    expect(lonely.status).toBe(422);
    expect(lonely.body.data.errors).toEqual([expect.objectContaining({ field: 'lng' })]);
    for (const query of ['days=0', 'days=61', 'estimateIds=nope', 'lng=181&lat=1'])
      expect((await sendFit(query)).status).toBe(422);
  });

  it("never shows another organization's crews or counts its work, and needs schedule:read", async () => {
    const other = await api.newOrg();
    const res = await fit({ from: THU, days: 1, hours: 1 }, other.key);
    expect(res.body.data.fits).toEqual([]);
    const theirs = await addWork(api, world);
    expect((await fit({ estimateIds: theirs.id }, other.key)).status).toBe(404);
    const noScope = await world.org.newKey(['customers:read']);
    expect((await fit({ hours: 1 }, noScope)).status).toBe(403);
  });
});
