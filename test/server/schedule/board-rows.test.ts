import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/client/api-types';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { boardOfRows, scheduleBoardRowsSchema } from '../../../src/shared/contract/schedule-board';
import { insertSite } from '../../support/inventory-fixtures';
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
import { expectValidationFailure } from '../http/http-expectations';

/*
 * GET /schedule/board (extension) is GET /schedule as rows: turned back with boardOfRows, it is the
 * same board, whatever the query. The test clock stands at Monday 2026-03-02 in Portland.
 */

let api: TestApp;
let org: TestOrg;
let archivedCrewId: string;

type BoardQuery = NonNullable<paths['/schedule']['get']['parameters']['query']>;

const FROM = '2026-02-23';
const TO = '2026-03-13';

/** Every kind of card a board holds: crews active and archived, the unassigned board, past work, notes, hours or none, districts, categories, no position. */
beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Rows' });
  const catalog = await insertScheduleCatalog(api.deps, org.id);
  const alder = await insertCrew(api.deps, org.id, { name: 'Alder' });
  const birch = await insertCrew(api.deps, org.id, { name: 'Birch', color: '#1565c0' });
  archivedCrewId = (await insertCrew(api.deps, org.id, { name: 'Zed', active: false })).id;
  const mapped = await insertSite(api.deps, org.id, { label: 'Maple house', latitude: 45.5, longitude: -122.6 });
  const unmapped = await insertSite(api.deps, org.id, {
    label: null,
    street: '12 Elm St',
    latitude: null,
    longitude: null,
  });
  await insertDistrict(api.deps, org.id, [mapped.id]);
  const lines = [
    { catalogItemId: catalog.removal.id, quantity: 1, unitPriceCents: 90_000, estimatedHours: 5 },
    { catalogItemId: catalog.pruning.id, quantity: 2, unitPriceCents: 15_000 },
  ];
  const crews = [alder.id, birch.id, archivedCrewId, null];
  const days = ['2026-02-25', '2026-03-02', '2026-03-04', '2026-03-10'];
  for (const [index, day] of days.entries()) {
    for (const [slot, crewId] of crews.entries()) {
      const site = slot % 2 === 0 ? mapped : unmapped;
      const { estimate } = await insertAcceptedWork(api.deps, org.id, site, slot === 1 ? {} : { lines });
      await insertPlacement(api.deps, org.id, {
        estimateId: estimate.id,
        scheduledDate: day,
        crewId,
        sortOrder: slot + 1,
        note: slot === 3 ? `Gate code ${index}` : null,
        plannedHours: slot === 1 ? null : 1.5 + index,
      });
    }
  }
  const assignee = await insertUser(api.deps, org.id);
  await insertAppointment(api.deps, org.id, { siteId: mapped.id, assigneeId: assignee, day: '2026-03-03' });
});

async function bothReads(query: BoardQuery) {
  const [objects, rows] = await Promise.all([
    api.contract.get('/schedule', { query, key: org.key }),
    api.contract.get('/schedule/board', { query, key: org.key }),
  ]);
  expect(objects.status).toBe(200);
  expect(rows.status).toBe(200);
  return {
    objects: scheduleBoardSchema.parse(objects.body.data),
    rows: scheduleBoardRowsSchema.parse(rows.body.data),
    bytes: { objects: JSON.stringify(objects.body.data).length, rows: JSON.stringify(rows.body.data).length },
  };
}

describe('GET /schedule/board', () => {
  it.each<[string, () => BoardQuery]>([
    ['the default window', () => ({})],
    ['two weeks', () => ({ from: FROM, to: TO })],
    ['one crew', () => ({ from: FROM, to: TO, crewId: archivedCrewId })],
    ['a filter on the work', () => ({ from: FROM, to: TO, categories: 'Removal' })],
    ['appointments only', () => ({ from: FROM, to: TO, kinds: 'appointment' })],
    ['an empty span', () => ({ from: '2026-03-10', to: '2026-03-01' })],
  ])('is the board GET /schedule answers, as rows: %s', async (_name, query) => {
    const { objects, rows } = await bothReads(query());
    expect(boardOfRows(rows)).toEqual(objects);
  });

  it('holds every kind of placement and names each crew once', async () => {
    const { objects, rows, bytes } = await bothReads({ from: '2026-03-02', to: TO });
    const upcoming = objects.upcoming;
    expect(upcoming).toHaveLength(12);
    expect(objects.needsAttention).toHaveLength(4);
    expect(upcoming.some((work) => work.crew === null)).toBe(true);
    expect(upcoming.some((work) => work.crew?.isArchived)).toBe(true);
    expect(upcoming.some((work) => work.note !== null)).toBe(true);
    expect(upcoming.some((work) => work.plannedHours === null)).toBe(true);
    expect(upcoming.some((work) => work.latitude === null && work.districtIds.length === 0)).toBe(true);
    const named = new Set(
      [...upcoming, ...objects.needsAttention].flatMap((work) => (work.crew ? [work.crew.id] : [])),
    );
    expect(rows.crews.map((crew) => crew.id).sort()).toEqual([...named].sort());
    // What the extension is for: the same board in far fewer bytes.
    expect(bytes.rows).toBeLessThan(bytes.objects * 0.7);
  });

  it('refuses what GET /schedule refuses, in the same words', async () => {
    const query = { from: '2026-01-01', to: '2027-06-01' };
    const [objects, rows] = await Promise.all([
      api.contract.get('/schedule', { query, key: org.key }),
      api.contract.get('/schedule/board', { query, key: org.key }),
    ]);
    expectValidationFailure(rows, ['to']);
    expect(rows.body).toEqual(objects.body);
  });
});
