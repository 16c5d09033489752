import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../../src/shared/contract/common';
import { noteSchema, photoSchema, treeSchema } from '../../../src/shared/contract/inventory';
import { insertNote, insertPhoto, insertSite, insertTree } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

const at = (iso: string) => new Date(iso);

describe('GET /sites/{siteId}/trees and GET /trees/{treeId}', () => {
  it('returns every Tree field as stored, in capture order', async () => {
    const site = await insertSite(api.deps, org.id);
    const later = await insertTree(api.deps, org.id, site.id, {
      capturedAt: at('2026-02-20T18:30:00Z'),
      commonName: 'Douglas fir',
    });
    const full = await insertTree(api.deps, org.id, site.id, {
      commonName: 'Bigleaf maple',
      scientificName: 'Acer macrophyllum',
      speciesConfidence: 0.42,
      speciesSource: 'user-corrected',
      dbhInches: 22.5,
      dbhConfidence: 0.7,
      heightFeet: 60,
      heightConfidence: 0.6,
      canopySpreadFeet: 35,
      canopyConfidence: 0.5,
      trunkCount: 2,
      quantity: 3,
      healthCondition: 'hazardous',
      hazardRating: 8,
      riskAssessment: 'Included bark at the union',
      defects: ['included bark', 'deadwood'],
      observations: ['leans toward the house'],
      recommendations: ['cable', 'reduce'],
      tags: ['front yard'],
      latitude: 45.51,
      longitude: -122.65,
      gpsAccuracyMeters: 4.5,
      capturedAt: at('2026-02-20T17:00:00Z'),
      createdAt: at('2026-02-21T09:00:00Z'),
      updatedAt: at('2026-02-22T09:00:00Z'),
    });
    const expectedFull = {
      id: full.id,
      siteId: site.id,
      commonName: 'Bigleaf maple',
      scientificName: 'Acer macrophyllum',
      speciesConfidence: 0.42,
      speciesSource: 'user-corrected',
      dbhInches: 22.5,
      dbhConfidence: 0.7,
      heightFeet: 60,
      heightConfidence: 0.6,
      canopySpreadFeet: 35,
      canopyConfidence: 0.5,
      trunkCount: 2,
      quantity: 3,
      healthCondition: 'hazardous',
      hazardRating: 8,
      riskAssessment: 'Included bark at the union',
      defects: ['included bark', 'deadwood'],
      observations: ['leans toward the house'],
      recommendations: ['cable', 'reduce'],
      tags: ['front yard'],
      latitude: 45.51,
      longitude: -122.65,
      gpsAccuracyMeters: 4.5,
      capturedAt: '2026-02-20T17:00:00.000Z',
      createdAt: '2026-02-21T09:00:00.000Z',
      updatedAt: '2026-02-22T09:00:00.000Z',
    };

    const list = await api.contract.get('/sites/{siteId}/trees', { path: { siteId: site.id }, key: org.key });
    expect(list.status).toBe(200);
    const { items } = listOf(treeSchema).parse(list.body.data);
    expect(items.map((tree) => tree.id)).toEqual([full.id, later.id]);
    expect(items[0]).toEqual(expectedFull);

    const one = await api.contract.get('/trees/{treeId}', { path: { treeId: full.id }, key: org.key });
    expect(one.status).toBe(200);
    expect(treeSchema.parse(one.body.data)).toEqual(expectedFull);
  });

  it('gives nulls and empty lists for a tree nobody has assessed', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id, {
      commonName: null,
      scientificName: null,
      speciesConfidence: null,
      dbhInches: null,
      dbhConfidence: null,
      heightFeet: null,
      canopySpreadFeet: null,
      healthCondition: null,
      latitude: null,
      longitude: null,
    });
    const res = await api.contract.get('/trees/{treeId}', { path: { treeId: tree.id }, key: org.key });
    const parsed = treeSchema.parse(res.body.data);
    expect(parsed).toMatchObject({
      commonName: null,
      speciesSource: 'ai',
      healthCondition: null,
      quantity: 1,
      latitude: null,
    });
    expect(parsed.defects).toEqual([]);
    expect(parsed.tags).toEqual([]);
  });

  it('answers an empty list for a site without trees', async () => {
    const site = await insertSite(api.deps, org.id);
    const res = await api.contract.get('/sites/{siteId}/trees', { path: { siteId: site.id }, key: org.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ items: [] });
  });

  it('answers 422 for an id that is not a uuid', async () => {
    const res = await api.get('/trees/not-a-uuid', { key: org.key });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.map((error: { field: string }) => error.field)).toEqual(['treeId']);
  });
});

describe('GET /sites/{siteId}/notes', () => {
  it('lists site and tree notes oldest first, ties in the order stored, with every Note field', async () => {
    const site = await insertSite(api.deps, org.id);
    const otherSite = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const sameInstant = at('2026-02-25T10:00:00Z');
    const siteNote = await insertNote(api.deps, org.id, site.id, { createdAt: at('2026-02-26T10:00:00Z') });
    const treeNote = await insertNote(api.deps, org.id, site.id, {
      treeId: tree.id,
      transcript: 'Deadwood over the roof, about four hundred.',
      estimatedCostCents: 40_000,
      clientNotes: 'Wants it done before spring',
      health: 'declining',
      defects: ['deadwood'],
      observations: ['roof contact'],
      recommendations: ['deadwood removal'],
      mentionedTrees: [{ species: 'maple', location: 'back yard' }],
      durationSeconds: 42.5,
      createdAt: at('2026-02-24T10:00:00Z'),
    });
    const tieFirst = await insertNote(api.deps, org.id, site.id, {
      createdAt: sameInstant,
      transcript: 'first of two',
    });
    const tieSecond = await insertNote(api.deps, org.id, site.id, {
      createdAt: sameInstant,
      transcript: 'second of two',
    });
    await insertNote(api.deps, org.id, otherSite.id, { createdAt: at('2026-02-20T10:00:00Z') });

    const res = await api.contract.get('/sites/{siteId}/notes', { path: { siteId: site.id }, key: org.key });
    expect(res.status).toBe(200);
    const { items } = listOf(noteSchema).parse(res.body.data);
    expect(items.map((note) => note.id)).toEqual([treeNote.id, tieFirst.id, tieSecond.id, siteNote.id]);
    expect(items[0]).toEqual({
      id: treeNote.id,
      scope: 'tree',
      treeId: tree.id,
      transcript: 'Deadwood over the roof, about four hundred.',
      estimatedCostCents: 40_000,
      clientNotes: 'Wants it done before spring',
      health: 'declining',
      defects: ['deadwood'],
      observations: ['roof contact'],
      recommendations: ['deadwood removal'],
      mentionedTrees: [{ species: 'maple', location: 'back yard' }],
      durationSeconds: 42.5,
      createdAt: '2026-02-24T10:00:00.000Z',
    });
    expect(items[3]).toMatchObject({
      scope: 'site',
      treeId: null,
      estimatedCostCents: null,
      mentionedTrees: [],
      defects: [],
    });
  });
});

describe('tenancy', () => {
  it("answers 404 for another organization's site or tree exactly like a missing one, on every endpoint", async () => {
    const other = await api.newOrg();
    const foreignSite = await insertSite(api.deps, other.id);
    const foreignTree = await insertTree(api.deps, other.id, foreignSite.id);
    await insertNote(api.deps, other.id, foreignSite.id);
    await insertPhoto(api.deps, other.id, foreignTree.id);
    for (const template of ['/sites/{siteId}/trees', '/sites/{siteId}/notes'] as const) {
      const foreign = await api.contract.get(template, { path: { siteId: foreignSite.id }, key: org.key });
      const missing = await api.contract.get(template, { path: { siteId: randomUUID() }, key: org.key });
      expect(foreign.status).toBe(404);
      expect(foreign.body.data).toEqual({ code: 'not_found' });
      expect(missing.body).toEqual(foreign.body);
    }
    for (const template of ['/trees/{treeId}', '/trees/{treeId}/photos'] as const) {
      const foreign = await api.contract.get(template, { path: { treeId: foreignTree.id }, key: org.key });
      const missing = await api.contract.get(template, { path: { treeId: randomUUID() }, key: org.key });
      expect(foreign.status).toBe(404);
      expect(foreign.body.data).toEqual({ code: 'not_found' });
      expect(missing.body).toEqual(foreign.body);
    }
    // The owner still sees them: the 404s above are about tenancy, not broken rows.
    const own = await api.contract.get('/trees/{treeId}/photos', { path: { treeId: foreignTree.id }, key: other.key });
    expect(listOf(photoSchema).parse(own.body.data).items).toHaveLength(1);
    expect(
      (await api.contract.get('/sites/{siteId}/notes', { path: { siteId: foreignSite.id }, key: other.key })).body.data
        .items,
    ).toHaveLength(1);
  });
});

describe('scopes', () => {
  it('refuses a key without inventory:read with 403 forbidden on every inventory endpoint', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const key = await org.newKey(['catalog:read', 'sites:read']);
    for (const path of [
      `/sites/${site.id}/trees`,
      `/trees/${tree.id}`,
      `/trees/${tree.id}/photos`,
      `/sites/${site.id}/notes`,
    ]) {
      const res = await api.get(path, { key });
      expect(res.status, path).toBe(403);
      expect(res.body.data.code).toBe('forbidden');
      expect(res.body.message).toContain('inventory:read');
    }
  });
});
