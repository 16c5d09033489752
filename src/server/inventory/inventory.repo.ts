import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { estimateLines, estimates, notes, sites, treePhotos, trees } from '../db/schema';

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

export async function insertTreeRow(tx: Tx, row: typeof trees.$inferInsert): Promise<TreeRow> {
  const [inserted] = await tx.insert(trees).values(row).returning();
  return inserted!;
}

export async function updateTreeRow(
  tx: Tx,
  orgId: string,
  treeId: string,
  columns: Partial<typeof trees.$inferInsert>,
): Promise<TreeRow | null> {
  const [updated] = await tx
    .update(trees)
    .set(columns)
    .where(and(eq(trees.orgId, orgId), eq(trees.id, treeId)))
    .returning();
  return updated ?? null;
}

/** The tree with its photos and the notes dictated at it; the storage keys of the photos' files (uploaded ones). */
export async function deleteTreeRow(tx: Tx, orgId: string, treeId: string): Promise<string[]> {
  const photos = await tx
    .delete(treePhotos)
    .where(and(eq(treePhotos.orgId, orgId), eq(treePhotos.treeId, treeId)))
    .returning({ storageKey: treePhotos.storageKey });
  await tx.delete(notes).where(and(eq(notes.orgId, orgId), eq(notes.treeId, treeId)));
  await tx.delete(trees).where(and(eq(trees.orgId, orgId), eq(trees.id, treeId)));
  return photos.flatMap((photo) => (photo.storageKey === null ? [] : [photo.storageKey]));
}

/** The lowest job number of an estimate with a line naming the tree, or null when none does. */
export async function estimateNumberNamingTree(db: DbOrTx, orgId: string, treeId: string): Promise<number | null> {
  const [row] = await db
    .select({ number: estimates.number })
    .from(estimateLines)
    .innerJoin(estimates, and(eq(estimates.orgId, estimateLines.orgId), eq(estimates.id, estimateLines.estimateId)))
    .where(and(eq(estimateLines.orgId, orgId), sql`${estimateLines.treeIds} @> ARRAY[${treeId}]::uuid[]`))
    .orderBy(asc(estimates.number))
    .limit(1);
  return row?.number ?? null;
}

export async function insertNoteRow(tx: Tx, row: typeof notes.$inferInsert): Promise<NoteRow> {
  const [inserted] = await tx.insert(notes).values(row).returning();
  return inserted!;
}

export async function insertPhotoRow(tx: Tx, row: typeof treePhotos.$inferInsert): Promise<PhotoRow> {
  const [inserted] = await tx.insert(treePhotos).values(row).returning();
  return inserted!;
}
