import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/client/api-types';
import { unscheduledPageSchema } from '../../../src/shared/contract/unscheduled';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertDistrict,
  insertPlacement,
  insertScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * The GET /schedule filters on the queue, each with rows that match and rows that do not.
 * Today is 2026-03-02. Every site but Maple house is a Fixture Customer's. The queue, oldest acceptance first:
 *   phc    (Maple house) program line, accepted 2025-03-10: round 1 due 2026-03-10
 *   maple  (Maple house of Ngozi Okafor, Portland, district north) Pruning 4 h, accepted 02-01
 *   birch  ("900 Birch Rd", Seattle, district south) Removal 6 h, accepted 02-25, 2 h placed on 03-10
 *   barn   (Nowhere farm, never geocoded) no catalog line, no hours, accepted 03-01
 *   fiji   (Savusavu, 178.0 E) Pruning, never accepted
 */

let api: TestApp;
let org: TestOrg;
const ids: Record<string, string> = {};
let barnNumber = '';

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  const deps = api.deps;
  const catalog = await insertScheduleCatalog(deps, org.id);
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
  const accepted = (day: string) => ({ acceptedAt: new Date(`${day}T20:00:00Z`) });
  const add = async (name: string, siteRow: typeof maple, fixture: Parameters<typeof insertAcceptedWork>[3]) => {
    const { estimate } = await insertAcceptedWork(deps, org.id, siteRow, fixture);
    ids[name] = estimate.id;
    return estimate;
  };
  await add('phc', maple, {
    estimate: accepted('2025-03-10'),
    lines: [{ catalogItemId: catalog.program.id, estimatedHours: 1 }],
  });
  await add('maple', maple, {
    estimate: accepted('2026-02-01'),
    lines: [{ catalogItemId: catalog.pruning.id, estimatedHours: 4 }],
  });
  const birchWork = await add('birch', birch, {
    estimate: accepted('2026-02-25'),
    lines: [{ catalogItemId: catalog.removal.id, estimatedHours: 6 }],
  });
  barnNumber = `JOB-${(await add('barn', barn, { estimate: accepted('2026-03-01') })).number}`;
  await add('fiji', fiji, {
    estimate: { acceptedAt: null },
    lines: [{ catalogItemId: catalog.pruning.id, estimatedHours: 2 }],
  });
  const crew = await insertCrew(deps, org.id);
  await insertPlacement(deps, org.id, {
    estimateId: birchWork.id,
    scheduledDate: '2026-03-10',
    crewId: crew.id,
    plannedHours: 2,
  });
});

type QueueQuery = NonNullable<paths['/schedule/unscheduled']['get']['parameters']['query']>;

async function names(query: QueueQuery = {}): Promise<string[]> {
  const res = await api.contract.get('/schedule/unscheduled', { query, key: org.key });
  expect(res.status).toBe(200);
  const page = unscheduledPageSchema.parse(res.body.data);
  expect(page.total).toBe(page.items.length);
  return page.items.map((row) => Object.keys(ids).find((name) => ids[name] === row.estimateId) ?? row.estimateId);
}

const everything = ['phc', 'maple', 'birch', 'barn', 'fiji'];

describe('GET /schedule/unscheduled filters', () => {
  it('lists the whole queue without filters', async () => {
    expect(await names()).toEqual(everything);
  });

  it('q searches the site label (the street without one) and the job number', async () => {
    expect(await names({ q: 'maple' })).toEqual(['phc', 'maple']);
    expect(await names({ q: 'BIRCH' })).toEqual(['birch']);
    expect(await names({ q: barnNumber })).toEqual(['barn']);
    expect(await names({ q: 'okafor' })).toEqual([]);
  });

  it("search (extension) finds what q finds and the customer's name, which each row names", async () => {
    expect(await names({ search: 'OKAFOR' })).toEqual(['phc', 'maple']);
    expect(await names({ search: 'birch' })).toEqual(['birch']);
    expect(await names({ search: barnNumber })).toEqual(['barn']);
    expect(await names({ q: 'maple', search: 'fixture' })).toEqual([]);
    const res = await api.contract.get('/schedule/unscheduled', { query: { search: 'okafor' }, key: org.key });
    const page = unscheduledPageSchema.parse(res.body.data);
    expect(page.items.map((row) => row.customerName)).toEqual(['Ngozi Okafor', 'Ngozi Okafor']);
  });

  it('kinds without work_to_place empties the queue', async () => {
    expect(await names({ kinds: 'appointment,work_day' })).toEqual([]);
    expect(await names({ kinds: 'work_to_place' })).toEqual(everything);
  });

  it('categories keeps work with a matching category; work with none never matches', async () => {
    expect(await names({ categories: 'Removal' })).toEqual(['birch']);
    expect(await names({ categories: 'Removal,Pruning,Plant health care' })).toEqual(['phc', 'maple', 'birch', 'fiji']);
  });

  it('categories match whatever the case typed: "removal" finds the catalog\'s "Removal"', async () => {
    expect(await names({ categories: 'removal' })).toEqual(['birch']);
    expect(await names({ categories: 'REMOVAL,pLANT HEALTH CARE' })).toEqual(
      await names({ categories: 'Removal,Plant health care' }),
    );
  });

  it('crewIds and assigneeIds narrow placed crew-days and appointments, so they leave the queue whole', async () => {
    expect(await names({ crewIds: randomUUID(), assigneeIds: randomUUID() })).toEqual(everything);
  });

  it('minAgeDays keeps work accepted at least that many whole days ago', async () => {
    expect(await names({ minAgeDays: 5 })).toEqual(['phc', 'maple', 'birch']);
    expect(await names({ minAgeDays: 6 })).toEqual(['phc', 'maple']);
  });

  it('acceptedFrom and acceptedTo (inclusive) bound the acceptance day', async () => {
    expect(await names({ acceptedFrom: '2026-02-01', acceptedTo: '2026-02-25' })).toEqual(['maple', 'birch']);
    expect(await names({ acceptedFrom: '2026-03-02' })).toEqual([]);
  });

  it('scheduledFrom and scheduledTo keep work with a placement in the range; unplaced work drops', async () => {
    expect(await names({ scheduledFrom: '2026-03-09', scheduledTo: '2026-03-10' })).toEqual(['birch']);
    expect(await names({ scheduledTo: '2026-03-09' })).toEqual([]);
  });

  it('dueOnly keeps work whose next program round is due', async () => {
    expect(await names({ dueOnly: 'true' })).toEqual(['phc']);
  });

  it('estimateIds keeps exactly those estimates', async () => {
    expect(await names({ estimateIds: `${ids.fiji},${ids.maple}` })).toEqual(['maple', 'fiji']);
  });

  it('districtIds matches any listed district; a site in none never matches', async () => {
    expect(await names({ districtIds: ids.north })).toEqual(['phc', 'maple']);
    expect(await names({ districtIds: `${ids.north},${ids.south}` })).toEqual(['phc', 'maple', 'birch']);
  });

  it('bbox keeps located work inside the box, across the antimeridian when west > east', async () => {
    expect(await names({ bbox: '-123,47,-122,48' })).toEqual(['birch']);
    expect(await names({ bbox: '170,-20,-170,-10' })).toEqual(['fiji']);
    expect(await names({ bbox: '-180,-90,180,90' })).toEqual(['phc', 'maple', 'birch', 'fiji']);
  });
});
