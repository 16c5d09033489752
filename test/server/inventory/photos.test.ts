import { beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../../src/shared/contract/common';
import { photoSchema } from '../../../src/shared/contract/inventory';
import { insertPhoto, insertSite, insertTree } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

async function photosOf(treeId: string) {
  const res = await api.contract.get('/trees/{treeId}/photos', { path: { treeId }, key: org.key });
  expect(res.status).toBe(200);
  return listOf(photoSchema).parse(res.body.data).items;
}

describe('GET /trees/{treeId}/photos', () => {
  it('returns every Photo field, in capture order, only for that tree', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    const sibling = await insertTree(api.deps, org.id, site.id);
    const { row: late } = await insertPhoto(api.deps, org.id, tree.id, {
      capturedAt: new Date('2026-02-20T18:00:00Z'),
    });
    const { row: early } = await insertPhoto(api.deps, org.id, tree.id, {
      category: 'markup',
      caption: 'Crack marked in red',
      hasMarkup: true,
      width: 6,
      height: 3,
      capturedAt: new Date('2026-02-20T17:00:00Z'),
    });
    await insertPhoto(api.deps, org.id, sibling.id);

    const items = await photosOf(tree.id);
    expect(items.map((photo) => photo.id)).toEqual([early.id, late.id]);
    expect(items[0]).toEqual({
      id: early.id,
      treeId: tree.id,
      category: 'markup',
      caption: 'Crack marked in red',
      hasMarkup: true,
      width: 6,
      height: 3,
      capturedAt: '2026-02-20T17:00:00.000Z',
      url: expect.stringMatching(
        new RegExp(`^${api.baseUrl}/files/photos/${org.id}/${early.id}\\.png\\?exp=\\d+&sig=[\\w-]+$`),
      ),
    });
    expect(items[1]).toMatchObject({ category: 'primary', caption: null, hasMarkup: false });
  });

  it('gives url null for a photo whose file was never stored (nothing to sign)', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    await insertPhoto(api.deps, org.id, tree.id, { storageKey: null, width: null, height: null });
    const [photo] = await photosOf(tree.id);
    expect(photo).toMatchObject({ url: null, width: null, height: null });
  });

  it('answers an empty list for a tree without photos', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    expect(await photosOf(tree.id)).toEqual([]);
  });
});
