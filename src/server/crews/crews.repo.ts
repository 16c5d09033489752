import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { catalogItems, crewMembers, crews, districts } from '../db/schema';

export type CrewWithCountRow = typeof crews.$inferSelect & { memberCount: number };

/** Crews by name with their member counts, in one query (no per-crew count). */
export async function listCrewRows(
  db: DbOrTx,
  orgId: string,
  filter: { active?: boolean | undefined; id?: string | undefined },
): Promise<CrewWithCountRow[]> {
  const conditions: SQL[] = [eq(crews.orgId, orgId)];
  if (filter.active !== undefined) conditions.push(eq(crews.active, filter.active));
  if (filter.id !== undefined) conditions.push(eq(crews.id, filter.id));
  return db
    .select({
      orgId: crews.orgId,
      id: crews.id,
      name: crews.name,
      color: crews.color,
      active: crews.active,
      dayStartMinutes: crews.dayStartMinutes,
      dayEndMinutes: crews.dayEndMinutes,
      serviceCategories: crews.serviceCategories,
      homeDistrictIds: crews.homeDistrictIds,
      createdAt: crews.createdAt,
      updatedAt: crews.updatedAt,
      memberCount: count(crewMembers.id),
    })
    .from(crews)
    .leftJoin(crewMembers, and(eq(crewMembers.orgId, crews.orgId), eq(crewMembers.crewId, crews.id)))
    .where(and(...conditions))
    .groupBy(crews.orgId, crews.id)
    .orderBy(asc(crews.name), asc(crews.id));
}

/** Sets what the crew can do; false when the organization has no such crew. */
export async function updateCrewCapabilities(
  tx: Tx,
  orgId: string,
  crewId: string,
  change: { serviceCategories?: string[] | null; homeDistrictIds?: string[] },
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(crews)
    .set({ ...change, updatedAt: now })
    .where(and(eq(crews.orgId, orgId), eq(crews.id, crewId)))
    .returning({ id: crews.id });
  return updated.length > 0;
}

/** Every category the organization's catalog names (inactive items too: a crew may keep taking old work). */
export async function listCatalogCategories(db: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: catalogItems.category })
    .from(catalogItems)
    .where(eq(catalogItems.orgId, orgId));
  return rows.map((row) => row.category);
}

/** Of `ids`, those naming a district of the organization. */
export async function listKnownDistrictIds(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.orgId, orgId), inArray(districts.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
