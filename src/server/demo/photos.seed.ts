import type { treePhotos } from '../db/schema';
import { photoStorageKey } from '../inventory/photo-keys';
import type { StoredFile } from '../adapters/storage/file-storage';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoPng } from './photo-image';
import { addDays, notAfterNow, type SeedContext } from './seed-profile';
import type { TreeRow } from './trees.seed';

export type PhotoRow = typeof treePhotos.$inferInsert;

export interface PhotoFile {
  key: string;
  file: StoredFile;
}

const laterCategories = ['trunk', 'canopy', 'defect', 'context', 'markup', 'general'] as const;

const captions: Record<string, readonly string[]> = {
  primary: ['Whole tree from the street', 'Full view from the yard'],
  trunk: ['Base of trunk', 'Root flare'],
  canopy: ['Crown from below', 'Upper canopy'],
  defect: ['Decay pocket', 'Cracked limb', 'Fungal conk at base'],
  context: ['Clearance to the house', 'Wires over the crown'],
  markup: ['Cuts marked in red', 'Drop zone sketched'],
  general: ['Extra view'],
};

/** Photos of a share of the trees; the first is the primary view. A few files never made it up (storage key null). */
export function generatePhotos(
  context: SeedContext,
  treeRows: readonly TreeRow[],
): { photos: PhotoRow[]; files: PhotoFile[] } {
  const { random, newId, orgId, profile } = context;
  const photos: PhotoRow[] = [];
  const files: PhotoFile[] = [];
  for (const tree of treeRows) {
    if (!random.chance(profile.photoTreeShare)) continue;
    const count = random.int(profile.photosPerTree[0], profile.photosPerTree[1]);
    const categories = ['primary' as const, ...random.sample(laterCategories, count - 1)];
    for (const [index, category] of categories.entries()) {
      const id = newId();
      const uploaded = random.chance(0.96);
      const capturedAt = notAfterNow(context, addDays(tree.capturedAt, index / (24 * 60)));
      photos.push({
        orgId,
        id,
        treeId: tree.id,
        category,
        caption: random.chance(0.6) ? random.pick(captions[category] ?? ['']) : null,
        hasMarkup: category === 'markup',
        width: uploaded ? PHOTO_WIDTH : null,
        height: uploaded ? PHOTO_HEIGHT : null,
        storageKey: uploaded ? photoStorageKey(orgId, id) : null,
        contentType: 'image/png',
        capturedAt,
        createdAt: capturedAt,
      });
      if (uploaded) {
        files.push({
          key: photoStorageKey(orgId, id),
          file: { bytes: photoPng(tree.healthCondition ?? null), contentType: 'image/png' },
        });
      }
    }
  }
  return { photos, files };
}
