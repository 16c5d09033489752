import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/client/api-types';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertAppointment,
  insertCrew,
  insertDistrict,
  insertPlacement,
  insertScheduleCatalog,
  insertUser,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * Every GET /schedule filter, each with rows that match and rows that do not. Today is
 * 2026-03-02 (test clock). Every site but Maple house is a Fixture Customer's. The world:
 *   maple  (Maple house of Ngozi Okafor, Portland, district north) Pruning, accepted 02-01, Alpha 03-03
 *   birch  (no label: "900 Birch Rd", Seattle, district south) Removal, accepted 02-25, Bravo 03-03
 *   barn   (Nowhere farm, never geocoded, no district) no catalog line, no customer (made in the app), accepted 03-01, pencilled 03-04
 *   fiji   (Savusavu, 178.0 E) Pruning, never accepted, Alpha 03-05
 *   phc    (Maple house) program line due (accepted 2025-03-10), Bravo 03-06
 *   visitA appointment at Maple house for maple, assigned to Ann, 03-03
 *   visitB appointment at the Birch Rd site, assigned to Bob, 03-04
 */

let api: TestApp;
let org: TestOrg;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  const deps = api.deps;
  const catalog = await insertScheduleCatalog(deps, org.id);
  const alpha = await insertCrew(deps, org.id, { name: 'Alpha' });
  const bravo = await insertCrew(deps, org.id, { name: 'Bravo' });
  const okafor = await insertCustomer(deps, org.id, { name: 'Ngozi Okafor' });
  const maple = await insertSite(deps, org.id, {
    label: 'Maple house',
    latitude: 45.52,
    longitude: -122.65,
    customerId: okafor.id,
  });
  const birch = await insertSite(deps, org.id, {
    label: null,
    street: '900 Birch Rd',
    latitude: 47.6,
    longitude: -122.3,
  });
  const barn = await insertSite(deps, org.id, { label: 'Nowhere farm', latitude: null, longitude: null });
  const fiji = await insertSite(deps, org.id, { label: 'Savusavu', latitude: -16.78, longitude: 178.0 });
  ids.north = await insertDistrict(deps, org.id, [maple.id]);
  ids.south = await insertDistrict(deps, org.id, [birch.id]);
  const accepted = (day: string) => new Date(`${day}T20:00:00Z`);
  const place = async (
    name: string,
    siteRow: typeof maple,
    fixture: Parameters<typeof insertAcceptedWork>[3],
    day: string,
    crewId: string | null,
  ) => {
    const { estimate } = await insertAcceptedWork(deps, org.id, siteRow, fixture);
    ids[name] = estimate.id;
    numbers[name] = `JOB-${estimate.number}`;
    await insertPlacement(deps, org.id, { estimateId: estimate.id, scheduledDate: day, crewId });
  };
  await place(
    'maple',
    maple,
    { estimate: { acceptedAt: accepted('2026-02-01') }, lines: [{ catalogItemId: catalog.pruning.id }] },
    '2026-03-03',
    alpha.id,
  );
  await place(
    'birch',
    birch,
    { estimate: { acceptedAt: accepted('2026-02-25') }, lines: [{ catalogItemId: catalog.removal.id }] },
    '2026-03-03',
    bravo.id,
  );
  await place('barn', barn, { estimate: { acceptedAt: accepted('2026-03-01'), customerId: null } }, '2026-03-04', null);
  await place(
    'fiji',
    fiji,
    { estimate: { acceptedAt: null }, lines: [{ catalogItemId: catalog.pruning.id }] },
    '2026-03-05',
    alpha.id,
  );
  await place(
    'phc',
    maple,
    { estimate: { acceptedAt: accepted('2025-03-10') }, lines: [{ catalogItemId: catalog.program.id }] },
    '2026-03-06',
    bravo.id,
  );
  ids.alpha = alpha.id;
  ids.bravo = bravo.id;
  ids.ann = await insertUser(deps, org.id, 'Ann');
  ids.bob = await insertUser(deps, org.id, 'Bob');
  ids.visitA = await insertAppointment(deps, org.id, {
    siteId: maple.id,
    assigneeId: ids.ann,
    day: '2026-03-03',
    estimateId: ids.maple,
  });
  ids.visitB = await insertAppointment(deps, org.id, {
    siteId: birch.id,
    assigneeId: ids.bob,
    day: '2026-03-04',
    title: 'Hedge quote',
  });
});

type BoardFilter = Omit<NonNullable<paths['/schedule']['get']['parameters']['query']>, 'from' | 'to'>;

/** Work names of upcoming rows and appointment names, for a query. */
async function read(filter: BoardFilter = {}): Promise<{ work: string[]; appointments: string[] }> {
  const res = await api.contract.get('/schedule', {
    query: { from: '2026-03-02', to: '2026-03-31', ...filter },
    key: org.key,
  });
  expect(res.status).toBe(200);
  const board = scheduleBoardSchema.parse(res.body.data);
  const nameOf = (id: string) => Object.keys(ids).find((name) => ids[name] === id) ?? id;
  return {
    work: board.upcoming.map((row) => nameOf(row.estimateId)),
    appointments: board.appointments.map((row) => nameOf(row.id)),
  };
}

const allWork = ['maple', 'birch', 'barn', 'fiji', 'phc'];
const allVisits = ['visitA', 'visitB'];

describe('GET /schedule filters', () => {
  it('shows everything without filters', async () => {
    expect(await read()).toEqual({ work: allWork, appointments: allVisits });
  });

  it('crewId narrows to one crew', async () => {
    expect((await read({ crewId: ids.alpha })).work).toEqual(['maple', 'fiji']);
  });

  it('q searches the site label, the street when there is no label, and the job number; never the customer', async () => {
    expect(await read({ q: 'maple' })).toEqual({ work: ['maple', 'phc'], appointments: ['visitA'] });
    expect(await read({ q: 'birch' })).toEqual({ work: ['birch'], appointments: ['visitB'] });
    expect((await read({ q: numbers.barn })).work).toEqual(['barn']);
    expect((await read({ q: 'Fixture Customer' })).work).toEqual([]);
    expect(await read({ q: 'okafor' })).toEqual({ work: [], appointments: [] });
  });

  it("search (extension) finds what q finds and the customer's name: the work's estimate's, an appointment's site's", async () => {
    expect(await read({ search: 'okafor' })).toEqual({ work: ['maple', 'phc'], appointments: ['visitA'] });
    expect(await read({ search: 'birch' })).toEqual({ work: ['birch'], appointments: ['visitB'] });
    expect((await read({ search: numbers.barn })).work).toEqual(['barn']);
    // The barn's estimate names no customer, whoever owns the farm.
    expect(await read({ search: 'fixture customer' })).toEqual({ work: ['birch', 'fiji'], appointments: ['visitB'] });
    // With q, both must match.
    expect(await read({ q: 'savusavu', search: 'fixture' })).toEqual({ work: ['fiji'], appointments: [] });
  });

  it('kinds picks placements, appointments or both', async () => {
    expect(await read({ kinds: 'appointment' })).toEqual({ work: [], appointments: allVisits });
    expect(await read({ kinds: 'work_day' })).toEqual({ work: allWork, appointments: [] });
    expect(await read({ kinds: 'work_to_place' })).toEqual({ work: [], appointments: [] });
  });

  it('categories keeps work with a matching catalog category; work without any never matches; appointments drop out', async () => {
    expect(await read({ categories: 'Removal' })).toEqual({ work: ['birch'], appointments: [] });
    expect((await read({ categories: 'Pruning,Removal,Plant health care' })).work).toEqual([
      'maple',
      'birch',
      'fiji',
      'phc',
    ]);
  });

  it('categories match whatever the case typed', async () => {
    expect(await read({ categories: 'removal' })).toEqual({ work: ['birch'], appointments: [] });
  });

  it('crewIds narrows placed crew-days only (pencilled work drops) and never drops appointments', async () => {
    expect(await read({ crewIds: ids.bravo })).toEqual({ work: ['birch', 'phc'], appointments: allVisits });
  });

  it('assigneeIds narrows appointments only', async () => {
    expect(await read({ assigneeIds: ids.bob })).toEqual({ work: allWork, appointments: ['visitB'] });
  });

  it('minAgeDays keeps work accepted at least that many whole days ago; never-accepted work drops', async () => {
    expect((await read({ minAgeDays: 5 })).work).toEqual(['maple', 'birch', 'phc']);
    expect((await read({ minAgeDays: 6 })).work).toEqual(['maple', 'phc']);
    expect((await read({ minAgeDays: 0 })).work).toEqual(['maple', 'birch', 'barn', 'phc']);
  });

  it('acceptedFrom and acceptedTo (inclusive) bound the acceptance day', async () => {
    expect((await read({ acceptedFrom: '2026-02-25', acceptedTo: '2026-03-01' })).work).toEqual(['birch', 'barn']);
    expect((await read({ acceptedTo: '2026-02-24' })).work).toEqual(['maple', 'phc']);
  });

  it('scheduledFrom and scheduledTo (inclusive) bound the placement day', async () => {
    expect((await read({ scheduledFrom: '2026-03-04', scheduledTo: '2026-03-05' })).work).toEqual(['barn', 'fiji']);
  });

  it('dueOnly keeps work whose next program round is due', async () => {
    expect((await read({ dueOnly: 'true' })).work).toEqual(['phc']);
    expect((await read({ dueOnly: 'false' })).work).toEqual(allWork);
  });

  it('estimateIds keeps exactly those estimates', async () => {
    expect(await read({ estimateIds: `${ids.birch},${ids.maple}` })).toEqual({
      work: ['maple', 'birch'],
      appointments: ['visitA'],
    });
  });

  it('districtIds matches any listed district; a site in none never matches', async () => {
    expect(await read({ districtIds: ids.south })).toEqual({ work: ['birch'], appointments: ['visitB'] });
    expect((await read({ districtIds: `${ids.north},${ids.south}` })).work).toEqual(['maple', 'birch', 'phc']);
  });

  it('bbox keeps located work inside the box; ungeocoded work drops', async () => {
    expect(await read({ bbox: '-123,45,-122,46' })).toEqual({ work: ['maple', 'phc'], appointments: ['visitA'] });
    expect((await read({ bbox: '-180,-90,180,90' })).work).toEqual(['maple', 'birch', 'fiji', 'phc']);
  });

  it('bbox with west > east crosses the antimeridian', async () => {
    expect((await read({ bbox: '170,-20,-170,-10' })).work).toEqual(['fiji']);
    expect((await read({ bbox: '-170,-20,170,-10' })).work).toEqual([]);
  });
});
