import {
  healthConditions,
  noteScopes,
  photoCategories,
  speciesSources,
  type Note,
  type Photo,
  type Tree,
} from '../../shared/contract/inventory';
import type { DbOrTx } from '../db/client';
import { storedEnum, toIso } from '../db/sql-helpers';
import type { FileUrlSigner } from '../files/signed-urls';
import { notFound } from '../http/app-error';
import {
  findTreeRow,
  listNoteRowsOfSite,
  listPhotoRowsOfTree,
  listTreeRowsOfSite,
  siteExists,
  treeExists,
  type NoteRow,
  type PhotoRow,
  type TreeRow,
} from './inventory.repo';

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
