import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertNote, insertPhoto, insertSite, insertTree, pngBytes } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { photoStorageKey } from '../../../src/server/inventory/photo-keys';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/*
 * The office's inventory writes (extensions, docs/decisions/resources.md "Inventory from the office"): add,
 * correct and delete a tree, type a note, upload a photo.
 */

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp({ config: { maxBodyBytes: 64 * 1024 } });
  org = await api.newOrg();
});

type Options = { key?: string; idempotencyKey?: string };
const send = (method: string, path: string, body?: unknown, options: Options = {}) =>
  api.request(method, path, body, { key: org.key, ...options });

const treesOf = async (siteId: string, key = org.key) =>
  (await api.contract.get('/sites/{siteId}/trees', { path: { siteId }, key })).body.data.items;
const notesOf = async (siteId: string, key = org.key) =>
  (await api.contract.get('/sites/{siteId}/notes', { path: { siteId }, key })).body.data.items;
const photosOf = async (treeId: string) =>
  (await api.contract.get('/trees/{treeId}/photos', { path: { treeId }, key: org.key })).body.data.items;

const maple = {
  commonName: 'Bigleaf maple',
  dbhInches: 18.5,
  healthCondition: 'fair' as const,
  latitude: 45.52,
  longitude: -122.68,
};

describe('POST /sites/{siteId}/trees', () => {
  it('adds a tree a person named and measured, listed with the site', async () => {
    const site = await insertSite(api.deps, org.id);
    const res = await api.contract.post('/sites/{siteId}/trees', {
      path: { siteId: site.id },
      body: { ...maple, commonName: '  Bigleaf maple ' },
      key: org.key,
    });
    expect(res.status, res.text).toBe(201);
    const now = api.clock.now().toISOString();
    expect(res.body.data).toMatchObject({
      siteId: site.id,
      commonName: 'Bigleaf maple',
      scientificName: null,
      speciesSource: 'user-confirmed',
      speciesConfidence: null,
      dbhInches: 18.5,
      dbhConfidence: null,
      healthCondition: 'fair',
      latitude: 45.52,
      longitude: -122.68,
      quantity: 1,
      capturedAt: now,
      createdAt: now,
    });
    expect(await treesOf(site.id)).toEqual([res.body.data]);
  });

  it('lists every problem at once (422) and adds nothing', async () => {
    const site = await insertSite(api.deps, org.id);
    expectValidationFailure(
      await send('POST', `/sites/${site.id}/trees`, {
        commonName: '',
        dbhInches: -3,
        healthCondition: 'sickly',
        latitude: 45.5,
        girth: 4,
      }),
      ['commonName', 'dbhInches', 'healthCondition', 'longitude', 'girth'],
    );
    expect(await treesOf(site.id)).toEqual([]);
  });

  it("answers another organization's site as missing (404) and adds nothing there", async () => {
    const other = await api.newOrg();
    const theirs = await insertSite(api.deps, other.id);
    expectFailure(await send('POST', `/sites/${theirs.id}/trees`, maple), 404, 'not_found');
    expect(await treesOf(theirs.id, other.key)).toEqual([]);
  });

  it('replays an add under the same Idempotency-Key without adding a second tree', async () => {
    const site = await insertSite(api.deps, org.id);
    const idempotencyKey = randomUUID();
    const first = await send('POST', `/sites/${site.id}/trees`, maple, { idempotencyKey });
    const again = await send('POST', `/sites/${site.id}/trees`, maple, { idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await treesOf(site.id)).toHaveLength(1);
  });

  it('needs inventory:write', async () => {
    const site = await insertSite(api.deps, org.id);
    const readOnly = await org.newKey(['inventory:read']);
    const refused = await send('POST', `/sites/${site.id}/trees`, maple, { key: readOnly });
    expectFailure(refused, 403, 'forbidden');
    expect(refused.body.data).toMatchObject({ missingScope: 'inventory:write' });
    expect(await treesOf(site.id)).toEqual([]);
  });
});

describe('PATCH /trees/{treeId}', () => {
  it("corrects an AI guess: the species becomes user-corrected, the measured DBH loses its estimate's confidence", async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id, {
      commonName: 'Oregon ash',
      speciesSource: 'ai',
      speciesConfidence: 0.4,
      dbhInches: 12,
      dbhConfidence: 0.6,
      healthCondition: 'good',
      latitude: 45.5,
      longitude: -122.6,
    });
    const res = await api.contract.patch('/trees/{treeId}', {
      path: { treeId: tree.id },
      body: { commonName: 'Red alder', dbhInches: 14, latitude: 45.51, longitude: -122.61 },
      key: org.key,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      commonName: 'Red alder',
      speciesSource: 'user-corrected',
      speciesConfidence: null,
      dbhInches: 14,
      dbhConfidence: null,
      healthCondition: 'good',
      latitude: 45.51,
      longitude: -122.61,
    });
    expect(await treesOf(site.id)).toEqual([res.body.data]);
  });

  it('keeps the AI species as it was when only the health changes; null coordinates clear the location', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id, { speciesSource: 'ai', speciesConfidence: 0.9 });
    const res = await send('PATCH', `/trees/${tree.id}`, { healthCondition: 'poor', latitude: null, longitude: null });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      speciesSource: 'ai',
      speciesConfidence: 0.9,
      healthCondition: 'poor',
      latitude: null,
      longitude: null,
    });
  });

  it('lists every problem at once (422), refuses an empty change, and changes nothing', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    expectValidationFailure(await send('PATCH', `/trees/${tree.id}`, { dbhInches: 5000, longitude: 200, id: 'x' }), [
      'dbhInches',
      'latitude',
      'longitude',
      'id',
    ]);
    expectValidationFailure(await send('PATCH', `/trees/${tree.id}`, {}), ['(body)']);
    expect((await treesOf(site.id))[0]?.updatedAt).toBe(tree.updatedAt.toISOString());
  });

  it("answers another organization's tree as missing (404)", async () => {
    const other = await api.newOrg();
    const theirs = await insertTree(api.deps, other.id, (await insertSite(api.deps, other.id)).id);
    expectFailure(await send('PATCH', `/trees/${theirs.id}`, { commonName: 'Mine now' }), 404, 'not_found');
    expectFailure(await send('PATCH', `/trees/${randomUUID()}`, { commonName: 'Nobody' }), 404, 'not_found');
  });

  it('replays a correction under the same Idempotency-Key without applying it again', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const idempotencyKey = randomUUID();
    const first = await send('PATCH', `/trees/${tree.id}`, { commonName: 'Sitka spruce' }, { idempotencyKey });
    await send('PATCH', `/trees/${tree.id}`, { commonName: 'Western hemlock' });
    const again = await send('PATCH', `/trees/${tree.id}`, { commonName: 'Sitka spruce' }, { idempotencyKey });
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect((await treesOf(site.id))[0]?.commonName).toBe('Western hemlock');
  });

  it('needs inventory:write', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const readOnly = await org.newKey(['inventory:read']);
    expectFailure(await send('PATCH', `/trees/${tree.id}`, { commonName: 'X' }, { key: readOnly }), 403, 'forbidden');
  });
});

describe('DELETE /trees/{treeId}', () => {
  it('removes the tree with its photos and the notes dictated at it; site notes stay', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const kept = await insertTree(api.deps, org.id, site.id);
    await insertPhoto(api.deps, org.id, tree.id);
    await insertNote(api.deps, org.id, site.id, { treeId: tree.id, transcript: 'Dead top.' });
    const siteNote = await insertNote(api.deps, org.id, site.id, { transcript: 'Gate code 1234.' });

    const res = await api.contract.delete('/trees/{treeId}', { path: { treeId: tree.id }, key: org.key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ removed: true });
    expect((await treesOf(site.id)).map((row) => row.id)).toEqual([kept.id]);
    expect((await notesOf(site.id)).map((note) => note.id)).toEqual([siteNote.id]);
    expectFailure(await send('GET', `/trees/${tree.id}/photos`), 404, 'not_found');
  });

  it("removes the photos' files from storage once the delete has committed; other trees' files stay", async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const kept = await insertTree(api.deps, org.id, site.id);
    const uploaded = await send('POST', `/trees/${tree.id}/photos`, { data: pngBytes(5, 5).toString('base64') });
    expect(uploaded.status, uploaded.text).toBe(201);
    const uploadedFile = photoStorageKey(org.id, uploaded.body.data.id, 'image/png');
    const seeded = (await insertPhoto(api.deps, org.id, tree.id)).row.storageKey!;
    // A record whose file never arrived (null key) is removed with nothing to remove.
    await insertPhoto(api.deps, org.id, tree.id, { storageKey: null });
    const other = (await insertPhoto(api.deps, org.id, kept.id)).row.storageKey!;
    for (const file of [uploadedFile, seeded, other]) expect(await api.deps.storage.get(file), file).not.toBeNull();

    expect((await send('DELETE', `/trees/${tree.id}`)).status).toBe(200);
    expect(await api.deps.storage.get(uploadedFile)).toBeNull();
    expect(await api.deps.storage.get(seeded)).toBeNull();
    expect(await api.deps.storage.get(other)).not.toBeNull();
  });

  it('keeps a tree an estimate line names (409 naming the estimate), and its photo files', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const file = (await insertPhoto(api.deps, org.id, tree.id)).row.storageKey!;
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { lines: [{ treeIds: [tree.id] }] });
    const refused = await send('DELETE', `/trees/${tree.id}`);
    expectFailure(refused, 409, 'conflict');
    expect(refused.body.message).toContain(`JOB-${estimate.number}`);
    expect(await treesOf(site.id)).toHaveLength(1);
    expect(await api.deps.storage.get(file)).not.toBeNull();
  });

  it("answers another organization's tree as missing (404), keeping it", async () => {
    const other = await api.newOrg();
    const theirSite = await insertSite(api.deps, other.id);
    const theirs = await insertTree(api.deps, other.id, theirSite.id);
    expectFailure(await send('DELETE', `/trees/${theirs.id}`), 404, 'not_found');
    expect(await treesOf(theirSite.id, other.key)).toHaveLength(1);
  });

  it('replays a delete under the same Idempotency-Key (200, not 404)', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const idempotencyKey = randomUUID();
    expect((await send('DELETE', `/trees/${tree.id}`, undefined, { idempotencyKey })).status).toBe(200);
    const again = await send('DELETE', `/trees/${tree.id}`, undefined, { idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
  });

  it('needs inventory:write', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const readOnly = await org.newKey(['inventory:read']);
    expectFailure(await send('DELETE', `/trees/${tree.id}`, undefined, { key: readOnly }), 403, 'forbidden');
    expect(await treesOf(site.id)).toHaveLength(1);
  });
});

describe('POST /sites/{siteId}/notes', () => {
  it('adds a typed site note and a tree note, listed oldest first with the dictated ones', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const siteNote = await api.contract.post('/sites/{siteId}/notes', {
      path: { siteId: site.id },
      body: { transcript: ' Customer prefers Tuesdays. ' },
      key: org.key,
    });
    expect(siteNote.status, siteNote.text).toBe(201);
    expect(siteNote.body.data).toMatchObject({
      scope: 'site',
      treeId: null,
      transcript: 'Customer prefers Tuesdays.',
      estimatedCostCents: null,
      durationSeconds: null,
      mentionedTrees: [],
    });
    const treeNote = await send('POST', `/sites/${site.id}/notes`, { treeId: tree.id, transcript: 'Cable the union.' });
    expect(treeNote.status).toBe(201);
    expect(treeNote.body.data).toMatchObject({ scope: 'tree', treeId: tree.id });
    expect((await notesOf(site.id)).map((note) => note.transcript)).toEqual([
      'Customer prefers Tuesdays.',
      'Cable the union.',
    ]);
  });

  it('lists every problem at once (422)', async () => {
    const site = await insertSite(api.deps, org.id);
    expectValidationFailure(
      await send('POST', `/sites/${site.id}/notes`, { treeId: 'tree 3', transcript: '  ', price: 1 }),
      ['treeId', 'transcript', 'price'],
    );
    expectValidationFailure(await send('POST', `/sites/${site.id}/notes`, { transcript: 'x'.repeat(5001) }), [
      'transcript',
    ]);
  });

  it("answers another organization's site, and a tree of another site, as missing (404)", async () => {
    const other = await api.newOrg();
    const theirSite = await insertSite(api.deps, other.id);
    expectFailure(await send('POST', `/sites/${theirSite.id}/notes`, { transcript: 'Hi' }), 404, 'not_found');
    const site = await insertSite(api.deps, org.id);
    const elsewhere = await insertTree(api.deps, org.id, (await insertSite(api.deps, org.id)).id);
    expectFailure(
      await send('POST', `/sites/${site.id}/notes`, { treeId: elsewhere.id, transcript: 'Hi' }),
      404,
      'not_found',
    );
    expect(await notesOf(site.id)).toEqual([]);
    expect(await notesOf(theirSite.id, other.key)).toEqual([]);
  });

  it('replays a note under the same Idempotency-Key without adding a second', async () => {
    const site = await insertSite(api.deps, org.id);
    const idempotencyKey = randomUUID();
    await send('POST', `/sites/${site.id}/notes`, { transcript: 'Once' }, { idempotencyKey });
    const again = await send('POST', `/sites/${site.id}/notes`, { transcript: 'Once' }, { idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(await notesOf(site.id)).toHaveLength(1);
  });

  it('needs inventory:write', async () => {
    const site = await insertSite(api.deps, org.id);
    const readOnly = await org.newKey(['inventory:read']);
    expectFailure(
      await send('POST', `/sites/${site.id}/notes`, { transcript: 'No' }, { key: readOnly }),
      403,
      'forbidden',
    );
  });
});

describe('POST /trees/{treeId}/photos', () => {
  const png = pngBytes(6, 3);
  const upload = { data: png.toString('base64'), category: 'defect' as const, caption: 'Split at the union' };

  it('stores the image and lists it with a signed link that serves the same bytes', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const res = await api.contract.post('/trees/{treeId}/photos', {
      path: { treeId: tree.id },
      body: upload,
      key: org.key,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      treeId: tree.id,
      category: 'defect',
      caption: 'Split at the union',
      width: 6,
      height: 3,
    });
    expect(await photosOf(tree.id)).toMatchObject([{ id: res.body.data.id, caption: 'Split at the union' }]);
    const file = await fetch(res.body.data.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
  });

  it('refuses what is not an image, and every body problem at once (422)', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const html = Buffer.from('<script>alert(1)</script>').toString('base64');
    expectValidationFailure(await send('POST', `/trees/${tree.id}/photos`, { data: html }), ['data']);
    expectValidationFailure(
      await send('POST', `/trees/${tree.id}/photos`, { data: 'not base64!', category: 'selfie', hasMarkup: true }),
      ['data', 'category', 'hasMarkup'],
    );
    expect(await photosOf(tree.id)).toEqual([]);
  });

  it('refuses a photo over the body cap (413) and stores nothing', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    // A PNG's header and noise that does not compress: about 107 KB once base64.
    const huge = Buffer.concat([pngBytes(), randomBytes(80 * 1024)]);
    expectFailure(
      await send('POST', `/trees/${tree.id}/photos`, { data: huge.toString('base64') }),
      413,
      'payload_too_large',
    );
    expect(await photosOf(tree.id)).toEqual([]);
  });

  it("answers another organization's tree as missing (404)", async () => {
    const other = await api.newOrg();
    const theirs = await insertTree(api.deps, other.id, (await insertSite(api.deps, other.id)).id);
    expectFailure(await send('POST', `/trees/${theirs.id}/photos`, upload), 404, 'not_found');
  });

  it('replays an upload under the same Idempotency-Key without a second photo', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const idempotencyKey = randomUUID();
    const first = await send('POST', `/trees/${tree.id}/photos`, upload, { idempotencyKey });
    const again = await send('POST', `/trees/${tree.id}/photos`, upload, { idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await photosOf(tree.id)).toHaveLength(1);
  });

  it('needs inventory:write', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const readOnly = await org.newKey(['inventory:read']);
    expectFailure(await send('POST', `/trees/${tree.id}/photos`, upload, { key: readOnly }), 403, 'forbidden');
  });
});
