import { and, eq, inArray } from 'drizzle-orm';
import type { PlacementState } from '../../shared/domain/action-journal';
import type { DbOrTx, Tx } from '../db/client';
import { crews, estimates, placements, routes, timeEntries } from '../db/schema';

/** JOB-n of each estimate, for the words of a refused undo. */
export async function jobNumbers(
  db: DbOrTx,
  orgId: string,
  estimateIds: readonly string[],
): Promise<Map<string, number>> {
  if (estimateIds.length === 0) return new Map();
  const rows = await db
    .select({ id: estimates.id, number: estimates.number })
    .from(estimates)
    .where(and(eq(estimates.orgId, orgId), inArray(estimates.id, [...new Set(estimateIds)])));
  return new Map(rows.map((row) => [row.id, row.number]));
}

export async function crewNames(db: DbOrTx, orgId: string, crewIds: readonly string[]): Promise<Map<string, string>> {
  if (crewIds.length === 0) return new Map();
  const rows = await db
    .select({ id: crews.id, name: crews.name })
    .from(crews)
    .where(and(eq(crews.orgId, orgId), inArray(crews.id, [...new Set(crewIds)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of these placements a crew member has clocked on (their time would go with them). */
export async function startedPlacements(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: timeEntries.placementId })
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), inArray(timeEntries.placementId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Puts a placement back as it was: updated when it still exists, placed again with its id when not. */
export async function restorePlacement(
  tx: Tx,
  orgId: string,
  id: string,
  state: PlacementState,
  exists: boolean,
  now: Date,
): Promise<void> {
  const columns = {
    estimateId: state.estimateId,
    crewId: state.crewId,
    scheduledDate: state.scheduledDate,
    sortOrder: state.sortOrder,
    note: state.note,
    plannedHours: state.plannedHours,
    lineItemId: state.lineItemId,
    round: state.round,
  };
  if (exists) {
    await tx
      .update(placements)
      .set({ ...columns, updatedAt: now })
      .where(and(eq(placements.orgId, orgId), eq(placements.id, id)));
  } else {
    await tx.insert(placements).values({ orgId, id, ...columns, createdAt: new Date(state.createdAt), updatedAt: now });
  }
}

/** Which of these placements exist now. */
export async function existingPlacements(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: placements.id })
    .from(placements)
    .where(and(eq(placements.orgId, orgId), inArray(placements.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function deletePlacements(tx: Tx, orgId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(placements).where(and(eq(placements.orgId, orgId), inArray(placements.id, [...ids])));
}

/** A crew-day's order control as it was before the action (after crewDaysChanged, which would rewrite the source). */
export async function restoreOrderControl(
  tx: Tx,
  orgId: string,
  routeId: string,
  control: { orderMode: string; orderSource: string },
  now: Date,
): Promise<{ controlVersion: number; orderMode: string }> {
  const [row] = await tx
    .update(routes)
    .set({ orderMode: control.orderMode, orderSource: control.orderSource, updatedAt: now })
    .where(and(eq(routes.orgId, orgId), eq(routes.id, routeId)))
    .returning({ controlVersion: routes.controlVersion, orderMode: routes.orderMode });
  if (!row) throw new Error('route row vanished under its lock');
  return row;
}
