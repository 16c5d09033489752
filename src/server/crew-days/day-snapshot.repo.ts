import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DaySnapshot, PlacementState } from '../../shared/domain/action-journal';
import type { DbOrTx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { placements, routes } from '../db/schema';

type PlacementRow = typeof placements.$inferSelect;

export const placementState = (row: PlacementRow): PlacementState => ({
  estimateId: row.estimateId,
  crewId: row.crewId,
  scheduledDate: row.scheduledDate,
  sortOrder: row.sortOrder,
  note: row.note,
  plannedHours: row.plannedHours,
  lineItemId: row.lineItemId,
  round: row.round,
  createdAt: toIso(row.createdAt),
});

/**
 * A crew-day as the action journal keeps it: its route row's order control and version, and its
 * placements in drive order (the order of crew-day.repo's listDayPlacements). Read under the day's lock.
 */
export async function readDaySnapshot(db: DbOrTx, orgId: string, routeId: string): Promise<DaySnapshot> {
  const [route] = await db
    .select()
    .from(routes)
    .where(and(eq(routes.orgId, orgId), eq(routes.id, routeId)));
  if (!route) throw new Error(`route ${routeId} vanished under its lock`);
  const rows = await db
    .select()
    .from(placements)
    .where(
      and(
        eq(placements.orgId, orgId),
        route.crewId === null ? isNull(placements.crewId) : eq(placements.crewId, route.crewId),
        eq(placements.scheduledDate, route.day),
      ),
    )
    .orderBy(asc(placements.sortOrder), asc(placements.createdAt));
  return {
    crewId: route.crewId,
    day: route.day,
    routeId: route.id,
    controlVersion: route.controlVersion,
    state: {
      orderMode: route.orderMode,
      orderSource: route.orderSource,
      order: rows.map((row) => row.id),
      jobs: rows.map((row) => row.estimateId),
    },
    placements: Object.fromEntries(rows.map((row) => [row.id, placementState(row)])),
  };
}
