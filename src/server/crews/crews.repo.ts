import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { crewMembers, crews } from '../db/schema';

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
