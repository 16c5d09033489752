import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteReportSchema } from '../../../src/shared/contract/site-report';
import { insertSite, insertTree, type SiteRow } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let located: string[];
let unlocatedId: string;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id, { label: 'Maple Court' });
  const capturedAt = (minute: number) => new Date(Date.UTC(2026, 1, 10, 17, minute));
  const maple = await insertTree(api.deps, org.id, site.id, {
    latitude: 45.51,
    longitude: -122.65,
    quantity: 1,
    capturedAt: capturedAt(1),
  });
  const hedge = await insertTree(api.deps, org.id, site.id, {
    commonName: 'Western redcedar',
    scientificName: 'Thuja plicata',
    healthCondition: 'good',
    quantity: 6,
    latitude: 45.511,
    longitude: -122.651,
    capturedAt: capturedAt(2),
  });
  const snag = await insertTree(api.deps, org.id, site.id, {
    healthCondition: 'dead',
    latitude: 45.512,
    longitude: -122.652,
    capturedAt: capturedAt(3),
  });
  const unlocated = await insertTree(api.deps, org.id, site.id, {
    commonName: null,
    scientificName: null,
    healthCondition: 'hazardous',
    latitude: null,
    longitude: null,
    capturedAt: capturedAt(4),
  });
  located = [maple.id, hedge.id, snag.id];
  unlocatedId = unlocated.id;
});

describe('GET /sites/{id}/report', () => {
  it('summarizes every tree and maps the located ones as GeoJSON points', async () => {
    const res = await api.contract.get('/sites/{siteId}/report', { path: { siteId: site.id }, key: org.key });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBeNull();
    const report = siteReportSchema.parse(res.body.data);
    expect(report.site).toMatchObject({ id: site.id, label: 'Maple Court' });
    expect(report.generatedAt).toBe(api.clock.now().toISOString());
    expect(report.summary).toEqual({
      treeCount: 4,
      physicalTrees: 9,
      bySpecies: [
        { commonName: 'Western redcedar', scientificName: 'Thuja plicata', treeCount: 1, physicalTrees: 6 },
        { commonName: 'Bigleaf maple', scientificName: 'Acer macrophyllum', treeCount: 2, physicalTrees: 2 },
        { commonName: null, scientificName: null, treeCount: 1, physicalTrees: 1 },
      ],
      byHealth: [
        { healthCondition: 'good', treeCount: 1, physicalTrees: 6 },
        { healthCondition: 'dead', treeCount: 1, physicalTrees: 1 },
        { healthCondition: 'fair', treeCount: 1, physicalTrees: 1 },
        { healthCondition: 'hazardous', treeCount: 1, physicalTrees: 1 },
      ],
      hazardous: { treeCount: 2, physicalTrees: 2 },
    });
    expect(report.inventory.type).toBe('FeatureCollection');
    expect(report.inventory.features.map((feature) => feature.id)).toEqual(located);
    expect(report.inventory.features[1]).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-122.651, 45.511] },
      properties: { id: located[1], commonName: 'Western redcedar', quantity: 6 },
    });
    expect(report.unlocated.map((tree) => tree.id)).toEqual([unlocatedId]);
  });

  it('offers itself as a file with ?download=1', async () => {
    const res = await api.contract.get('/sites/{siteId}/report', {
      path: { siteId: site.id },
      query: { download: '1' },
      key: org.key,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="site-report-${site.id}-2026-03-02.json"`,
    );
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(siteReportSchema.parse(res.body.data).summary.treeCount).toBe(4);
  });

  it('reports a site without trees as empty', async () => {
    const bare = await insertSite(api.deps, org.id);
    const report = siteReportSchema.parse(
      (await api.contract.get('/sites/{siteId}/report', { path: { siteId: bare.id }, key: org.key })).body.data,
    );
    expect(report.summary).toEqual({
      treeCount: 0,
      physicalTrees: 0,
      bySpecies: [],
      byHealth: [],
      hazardous: { treeCount: 0, physicalTrees: 0 },
    });
    expect(report.inventory.features).toEqual([]);
    expect(report.unlocated).toEqual([]);
  });

  it("answers 404 for another organization's site exactly like a missing one", async () => {
    const other = await api.newOrg();
    const foreign = await api.contract.get('/sites/{siteId}/report', { path: { siteId: site.id }, key: other.key });
    const missing = await api.contract.get('/sites/{siteId}/report', {
      path: { siteId: randomUUID() },
      key: other.key,
    });
    expectFailure(foreign, 404, 'not_found');
    expect(missing.body).toEqual(foreign.body);
  });

  it('needs inventory:read', async () => {
    const key = await org.newKey(['sites:read']);
    const envelope = expectFailure(
      await api.contract.get('/sites/{siteId}/report', { path: { siteId: site.id }, key }),
      403,
      'forbidden',
    );
    expect(envelope.message).toContain('inventory:read');
  });
});
