import { and, asc, between, DrizzleQueryError, eq, isNotNull, sql } from 'drizzle-orm';
import type { LngLat } from '../../shared/domain/polygon';
import type { DbOrTx, Tx } from '../db/client';
import { districts, siteDistricts, sites } from '../db/schema';

export type DistrictRow = typeof districts.$inferSelect;

/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters (3 per row). */
const INSERT_CHUNK = 1000;

/** Every district of the organization by name (index districts_org_name_idx serves the name uniqueness). */
export async function listDistrictRows(db: DbOrTx, orgId: string): Promise<DistrictRow[]> {
  return db
    .select()
    .from(districts)
    .where(eq(districts.orgId, orgId))
    .orderBy(asc(sql`lower(${districts.name})`), asc(districts.id));
}

/** Null when the organization already has a district of that name (any case). */
export async function insertDistrict(tx: Tx, row: typeof districts.$inferInsert): Promise<DistrictRow | null> {
  const [inserted] = await tx.insert(districts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The district as changed; `null` when the organization has no such district, `'name_taken'` when another has the name (any case). */
export async function updateDistrictRow(
  tx: Tx,
  orgId: string,
  districtId: string,
  change: { name?: string; boundary?: [number, number][] },
): Promise<DistrictRow | null | 'name_taken'> {
  try {
    const [updated] = await tx
      .update(districts)
      .set(change)
      .where(and(eq(districts.orgId, orgId), eq(districts.id, districtId)))
      .returning();
    return updated ?? null;
  } catch (error) {
    // The unique index decides, as the insert's ON CONFLICT does: a check beforehand could race another rename.
    const cause =
      error instanceof DrizzleQueryError ? (error.cause as { constraint?: unknown } | undefined) : undefined;
    if (cause?.constraint === 'districts_org_name_idx') return 'name_taken';
    throw error;
  }
}

/** False when the organization has no such district. */
export async function deleteDistrictRow(tx: Tx, orgId: string, districtId: string): Promise<boolean> {
  const deleted = await tx
    .delete(districts)
    .where(and(eq(districts.orgId, orgId), eq(districts.id, districtId)))
    .returning({ id: districts.id });
  return deleted.length > 0;
}

/** Drops one site's district tags (before it is tagged again at its new position). */
export async function deleteTagsOfSite(tx: Tx, orgId: string, siteId: string): Promise<void> {
  await tx.delete(siteDistricts).where(and(eq(siteDistricts.orgId, orgId), eq(siteDistricts.siteId, siteId)));
}

export async function deleteSiteDistrictsOf(tx: Tx, orgId: string, districtId: string): Promise<void> {
  await tx.delete(siteDistricts).where(and(eq(siteDistricts.orgId, orgId), eq(siteDistricts.districtId, districtId)));
}

export interface LocatedSite {
  id: string;
  position: LngLat;
}

/** The organization's located sites inside a box; the exact ring test follows in the service. */
export async function listLocatedSitesInBox(
  tx: Tx,
  orgId: string,
  box: { west: number; south: number; east: number; north: number },
): Promise<LocatedSite[]> {
  const rows = await tx
    .select({ id: sites.id, latitude: sites.latitude, longitude: sites.longitude })
    .from(sites)
    .where(
      and(
        eq(sites.orgId, orgId),
        isNotNull(sites.latitude),
        isNotNull(sites.longitude),
        between(sites.latitude, box.south, box.north),
        between(sites.longitude, box.west, box.east),
      ),
    );
  return rows.flatMap((row) =>
    row.latitude === null || row.longitude === null
      ? []
      : [{ id: row.id, position: [row.longitude, row.latitude] as const }],
  );
}

export async function insertSiteDistricts(
  tx: Tx,
  orgId: string,
  pairs: readonly { siteId: string; districtId: string }[],
): Promise<void> {
  for (let start = 0; start < pairs.length; start += INSERT_CHUNK) {
    const chunk = pairs.slice(start, start + INSERT_CHUNK).map((pair) => ({ orgId, ...pair }));
    await tx.insert(siteDistricts).values(chunk).onConflictDoNothing();
  }
}
