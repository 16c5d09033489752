import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { crewSchema } from '../../../src/shared/contract/crews';
import { changeEventSchema } from '../../../src/shared/contract/events';
import { openFeed } from '../events/sse-client';
import { fitResultSchema } from '../../../src/shared/contract/fit';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertDistrict,
  insertScheduleCatalog,
  type CrewRow,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;
let catalog: ScheduleCatalog;
let site: SiteRow;
let phc: CrewRow;
let climbers: CrewRow;
let districtId: string;

const patchCrew = (crewId: string, body: object, key = org.key) =>
  api.request('PATCH', `/crews/${crewId}`, body, { key });

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  catalog = await insertScheduleCatalog(api.deps, org.id);
  site = await insertSite(api.deps, org.id, { label: 'Oak Street', latitude: 45.52, longitude: -122.65 });
  phc = await insertCrew(api.deps, org.id, { name: 'Plant health crew' });
  climbers = await insertCrew(api.deps, org.id, { name: 'Climbing crew' });
  districtId = await insertDistrict(api.deps, org.id, [site.id], 'North');
});

describe('PATCH /crews/{crewId} (extension)', () => {
  it('starts every crew taking every category with no home district', async () => {
    const res = await api.contract.get('/crews', { key: org.key });
    for (const crew of res.body.data.items)
      expect(crew).toMatchObject({ serviceCategories: null, homeDistrictIds: [] });
  });

  it('sets the categories a crew takes, spelled as the catalog spells them, and its home districts', async () => {
    const res = await patchCrew(phc.id, {
      serviceCategories: ['plant HEALTH care', 'Plant health care'],
      homeDistrictIds: [districtId],
    });
    expect(res.status).toBe(200);
    const crew = crewSchema.parse(res.body.data);
    expect(crew).toMatchObject({ serviceCategories: ['Plant health care'], homeDistrictIds: [districtId] });
    const listed = await api.contract.get('/crews', { key: org.key });
    expect(listed.body.data.items.find((item) => item.id === phc.id)).toMatchObject({
      serviceCategories: ['Plant health care'],
    });
  });

  it('tells other dispatchers that what the crew does changed', async () => {
    const feed = await openFeed(`${api.baseUrl}/api/v1/events`, { Authorization: `ApiKey ${org.key}` });
    try {
      expect((await patchCrew(phc.id, { homeDistrictIds: [districtId] })).status).toBe(200);
      const message = await feed.next();
      expect(changeEventSchema.parse({ type: message.event, payload: message.data })).toEqual({
        type: 'crew.changed',
        payload: { crewId: phc.id },
      });
    } finally {
      feed.close();
    }
  });

  it('gives a crew back every category with null', async () => {
    const res = await patchCrew(climbers.id, { serviceCategories: null });
    expect(res.status).toBe(200);
    expect(res.body.data.serviceCategories).toBeNull();
  });

  it('refuses a category the catalog lacks, an unknown district, an empty change and an empty list, changing nothing', async () => {
    const bad = await patchCrew(phc.id, {
      serviceCategories: ['Pruning', 'Crane work'],
      homeDistrictIds: [randomUUID()],
    });
    expectValidationFailure(bad, ['serviceCategories.1', 'homeDistrictIds.0']);
    expectValidationFailure(await patchCrew(phc.id, {}), ['(body)']);
    expectValidationFailure(await patchCrew(phc.id, { serviceCategories: [] }), ['serviceCategories']);
    expectValidationFailure(await patchCrew(phc.id, { colour: 'red' }), ['(body)', 'colour']);
    const listed = await api.contract.get('/crews', { key: org.key });
    expect(listed.body.data.items.find((item) => item.id === phc.id)).toMatchObject({
      serviceCategories: ['Plant health care'],
      homeDistrictIds: [districtId],
    });
  });

  it("answers 404 for another organization's crew and for an unknown one", async () => {
    const other = await api.newOrg();
    expectFailure(await patchCrew(phc.id, { serviceCategories: null }, other.key), 404, 'not_found');
    expectFailure(await patchCrew(randomUUID(), { serviceCategories: null }), 404, 'not_found');
  });
});

describe('GET /schedule/fit with crew capabilities', () => {
  it('ranks a crew that does not take the work after every crew that does, saying why', async () => {
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, {
      lines: [{ catalogItemId: catalog.removal.id, estimatedHours: 2 }],
    });
    const res = await api.contract.get('/schedule/fit', {
      query: { from: '2026-03-02', days: 2, estimateIds: estimate.id },
      key: org.key,
    });
    expect(res.status).toBe(200);
    const { fits } = fitResultSchema.parse(res.body.data);
    expect(fits.map((fit) => [fit.crewName, fit.takesWork, fit.fits])).toEqual([
      ['Climbing crew', true, true],
      ['Climbing crew', true, true],
      ['Plant health crew', false, false],
      ['Plant health crew', false, false],
    ]);
    expect(fits[2]!.reason).toBe('Plant health crew does not take removal');
  });
});
