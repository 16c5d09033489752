import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notes, sites, treePhotos, trees } from '../db/schema';

export type TreeRow = typeof trees.$inferSelect;
export type PhotoRow = typeof treePhotos.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;

export async function siteExists(db: DbOrTx, orgId: string, siteId: string): Promise<boolean> {
  const found = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.orgId, orgId), eq(sites.id, siteId)))
    .limit(1);
  return found.length > 0;
}

export async function treeExists(db: DbOrTx, orgId: string, treeId: string): Promise<boolean> {
  const found = await db
    .select({ id: trees.id })
    .from(trees)
    .where(and(eq(trees.orgId, orgId), eq(trees.id, treeId)))
    .limit(1);
  return found.length > 0;
}

export async function findTreeRow(db: DbOrTx, orgId: string, treeId: string): Promise<TreeRow | null> {
  const [row] = await db
    .select()
    .from(trees)
    .where(and(eq(trees.orgId, orgId), eq(trees.id, treeId)))
    .limit(1);
  return row ?? null;
}

/** In capture order (index trees_org_site_idx); the id settles trees captured in the same instant. */
export async function listTreeRowsOfSite(db: DbOrTx, orgId: string, siteId: string): Promise<TreeRow[]> {
  return db
    .select()
    .from(trees)
    .where(and(eq(trees.orgId, orgId), eq(trees.siteId, siteId)))
    .orderBy(asc(trees.capturedAt), asc(trees.id));
}

export async function listPhotoRowsOfTree(db: DbOrTx, orgId: string, treeId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(treePhotos)
    .where(and(eq(treePhotos.orgId, orgId), eq(treePhotos.treeId, treeId)))
    .orderBy(asc(treePhotos.capturedAt), asc(treePhotos.id));
}

/** Site and tree notes alike, oldest first; seq orders notes made in the same instant as they were stored. */
export async function listNoteRowsOfSite(db: DbOrTx, orgId: string, siteId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(and(eq(notes.orgId, orgId), eq(notes.siteId, siteId)))
    .orderBy(asc(notes.createdAt), asc(notes.seq));
}
