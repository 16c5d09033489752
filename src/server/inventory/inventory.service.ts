import { randomUUID } from 'node:crypto';
import {
  healthConditions,
  noteScopes,
  photoCategories,
  speciesSources,
  type Note,
  type Photo,
  type CreateNote,
  type CreatePhoto,
  type CreateTree,
  type Tree,
  type UpdateTree,
} from '../../shared/contract/inventory';
import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import { imageFactsOf } from '../../shared/domain/image-type';
import { newTreeColumns, treeCorrection } from '../../shared/domain/tree-edits';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { DbOrTx, Tx } from '../db/client';
import { storedEnum, toIso } from '../db/sql-helpers';
import type { FileUrlSigner } from '../files/signed-urls';
import type { RunWrite } from '../http/app-env';
import { conflict, invalid, notFound } from '../http/app-error';
import { logFault } from '../http/fault-log';
import {
  deleteTreeRow,
  estimateNumberNamingTree,
  findTreeRow,
  insertNoteRow,
  insertPhotoRow,
  insertTreeRow,
  listNoteRowsOfSite,
  listPhotoRowsOfTree,
  listTreeRowsOfSite,
  siteExists,
  treeExists,
  updateTreeRow,
  type NoteRow,
  type PhotoRow,
  type TreeRow,
} from './inventory.repo';
import { photoStorageKey } from './photo-keys';

export function toTree(row: TreeRow): Tree {
  return {
    id: row.id,
    siteId: row.siteId,
    commonName: row.commonName,
    scientificName: row.scientificName,
    speciesConfidence: row.speciesConfidence,
    speciesSource: storedEnum(speciesSources, row.speciesSource),
    dbhInches: row.dbhInches,
    dbhConfidence: row.dbhConfidence,
    heightFeet: row.heightFeet,
    heightConfidence: row.heightConfidence,
    canopySpreadFeet: row.canopySpreadFeet,
    canopyConfidence: row.canopyConfidence,
    trunkCount: row.trunkCount,
    quantity: row.quantity,
    healthCondition: row.healthCondition === null ? null : storedEnum(healthConditions, row.healthCondition),
    hazardRating: row.hazardRating,
    riskAssessment: row.riskAssessment,
    defects: row.defects,
    observations: row.observations,
    recommendations: row.recommendations,
    tags: row.tags,
    latitude: row.latitude,
    longitude: row.longitude,
    gpsAccuracyMeters: row.gpsAccuracyMeters,
    capturedAt: toIso(row.capturedAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** A photo never uploaded has no key, so nothing can be signed: `url` null (api.md). */
function toPhoto(row: PhotoRow, signUrl: FileUrlSigner): Photo {
  return {
    id: row.id,
    treeId: row.treeId,
    category: storedEnum(photoCategories, row.category),
    caption: row.caption,
    hasMarkup: row.hasMarkup,
    width: row.width,
    height: row.height,
    capturedAt: toIso(row.capturedAt),
    url: row.storageKey === null ? null : signUrl(row.storageKey),
  };
}

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    scope: storedEnum(noteScopes, row.scope),
    treeId: row.treeId,
    transcript: row.transcript,
    estimatedCostCents: row.estimatedCostCents,
    clientNotes: row.clientNotes,
    health: row.health,
    defects: row.defects,
    observations: row.observations,
    recommendations: row.recommendations,
    mentionedTrees: row.mentionedTrees,
    durationSeconds: row.durationSeconds,
    createdAt: toIso(row.createdAt),
  };
}

async function assertSiteExists(db: DbOrTx, orgId: string, siteId: string): Promise<void> {
  if (!(await siteExists(db, orgId, siteId))) throw notFound('Site');
}

/** The site's trees in capture order; a missing or foreign site simply has none (callers check the site). */
export async function listTreesOfSite(db: DbOrTx, orgId: string, siteId: string): Promise<Tree[]> {
  const rows = await listTreeRowsOfSite(db, orgId, siteId);
  return rows.map(toTree);
}

export async function getTreesOfSite(db: DbOrTx, orgId: string, siteId: string): Promise<Tree[]> {
  await assertSiteExists(db, orgId, siteId);
  return listTreesOfSite(db, orgId, siteId);
}

export async function getTree(db: DbOrTx, orgId: string, treeId: string): Promise<Tree> {
  const row = await findTreeRow(db, orgId, treeId);
  if (!row) throw notFound('Tree');
  return toTree(row);
}

export async function getPhotosOfTree(
  db: DbOrTx,
  orgId: string,
  treeId: string,
  signUrl: FileUrlSigner,
): Promise<Photo[]> {
  if (!(await treeExists(db, orgId, treeId))) throw notFound('Tree');
  const rows = await listPhotoRowsOfTree(db, orgId, treeId);
  return rows.map((row) => toPhoto(row, signUrl));
}

export async function getNotesOfSite(db: DbOrTx, orgId: string, siteId: string): Promise<Note[]> {
  await assertSiteExists(db, orgId, siteId);
  const rows = await listNoteRowsOfSite(db, orgId, siteId);
  return rows.map(toNote);
}

/** Office writes (extensions, docs/decisions/resources.md "Inventory from the office"). */

export async function addTree(tx: Tx, orgId: string, siteId: string, tree: CreateTree, now: Date): Promise<Tree> {
  await assertSiteExists(tx, orgId, siteId);
  const row = await insertTreeRow(tx, {
    orgId,
    id: randomUUID(),
    siteId,
    ...newTreeColumns(tree),
    capturedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return toTree(row);
}

export async function correctTree(tx: Tx, orgId: string, treeId: string, change: UpdateTree, now: Date): Promise<Tree> {
  const current = await findTreeRow(tx, orgId, treeId);
  if (!current) throw notFound('Tree');
  const row = await updateTreeRow(tx, orgId, treeId, { ...treeCorrection(current, change), updatedAt: now });
  return toTree(row!);
}

/**
 * Removes a tree with its photos and the notes dictated at it, then, once that has committed, the
 * photos' files. A tree an estimate line names stays: the estimate (and any invoice copied from it)
 * would otherwise point at nothing.
 */
export async function removeTree(
  runWrite: RunWrite,
  storage: FileStorage,
  orgId: string,
  treeId: string,
): Promise<{ removed: true }> {
  let photoFiles: string[] = [];
  const removed = await runWrite(200, async (tx) => {
    if (!(await treeExists(tx, orgId, treeId))) throw notFound('Tree');
    const estimateNumber = await estimateNumberNamingTree(tx, orgId, treeId);
    if (estimateNumber !== null) {
      throw conflict(
        `Estimate ${formatEstimateNumber(estimateNumber)} names this tree; take it off that estimate's lines first`,
        { estimateNumber },
      );
    }
    photoFiles = await deleteTreeRow(tx, orgId, treeId);
    return { removed: true as const };
  });
  // After the commit: a rolled-back delete keeps its files. A file that cannot be removed now is
  // only logged: no record names it any more, so nothing signs a link to it.
  await Promise.all(
    photoFiles.map((storageKey) =>
      storage.remove(storageKey).catch((error: unknown) => logFault('photo file not removed', { storageKey }, error)),
    ),
  );
  return removed;
}

export async function addNote(tx: Tx, orgId: string, siteId: string, note: CreateNote, now: Date): Promise<Note> {
  await assertSiteExists(tx, orgId, siteId);
  const treeId = note.treeId ?? null;
  if (treeId !== null) {
    const tree = await findTreeRow(tx, orgId, treeId);
    if (!tree || tree.siteId !== siteId) throw notFound('Tree');
  }
  const row = await insertNoteRow(tx, {
    orgId,
    id: randomUUID(),
    siteId,
    scope: treeId === null ? 'site' : 'tree',
    treeId,
    transcript: note.transcript,
    createdAt: now,
  });
  return toNote(row);
}

/** Stores the file, then its record; a file whose record then fails stays unread in storage (never signed). */
export async function addPhoto(
  tx: Tx,
  storage: FileStorage,
  orgId: string,
  treeId: string,
  photo: CreatePhoto,
  context: { now: Date; signUrl: FileUrlSigner },
): Promise<Photo> {
  if (!(await treeExists(tx, orgId, treeId))) throw notFound('Tree');
  const bytes = Buffer.from(photo.data, 'base64');
  const image = imageFactsOf(bytes);
  if (image === null) throw invalid('data', 'must be a JPEG, PNG or WebP image');
  const id = randomUUID();
  const storageKey = photoStorageKey(orgId, id, image.type);
  await storage.put(storageKey, { bytes, contentType: image.type });
  const row = await insertPhotoRow(tx, {
    orgId,
    id,
    treeId,
    category: photo.category,
    caption: photo.caption || null,
    width: image.width,
    height: image.height,
    storageKey,
    contentType: image.type,
    capturedAt: context.now,
    createdAt: context.now,
  });
  return toPhoto(row, context.signUrl);
}
