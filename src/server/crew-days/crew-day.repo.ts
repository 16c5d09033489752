import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CrewDay } from '../../shared/domain/crew-day';
import type { DbOrTx, Tx } from '../db/client';
import { placements, routes } from '../db/schema';
import { watchLockedDay } from './action-journal';

export type RouteRow = typeof routes.$inferSelect;
export type PlacementRow = typeof placements.$inferSelect;

/** Matches a crew column against a crew id, where null means the unassigned board. */
export const sameCrew = (column: typeof placements.crewId | typeof routes.crewId, crewId: string | null): SQL =>
  crewId === null ? isNull(column) : eq(column, crewId);

/**
 * Locks a crew-day for the rest of the transaction (creating its route row on first use) and
 * returns that row. Writes that change a day take this first, so they queue instead of racing.
 * Lock several days in a stable order (`compareCrewDays`) to avoid deadlocks. Inside a journaled
 * write the day's before-state is read here, under the lock and before anything changes it.
 */
export async function lockCrewDay(tx: Tx, orgId: string, crewDay: CrewDay, now: Date): Promise<RouteRow> {
  await tx
    .insert(routes)
    .values({ orgId, id: randomUUID(), crewId: crewDay.crewId, day: crewDay.day, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(routes)
    .where(and(eq(routes.orgId, orgId), sameCrew(routes.crewId, crewDay.crewId), eq(routes.day, crewDay.day)))
    .for('update');
  if (!row) throw new Error('crew-day route row missing after upsert');
  await watchLockedDay(tx, orgId, row.id);
  return row;
}

export function compareCrewDays(a: CrewDay, b: CrewDay): number {
  return a.day.localeCompare(b.day) || (a.crewId ?? '').localeCompare(b.crewId ?? '');
}

/** Locks every distinct crew-day given, in a deadlock-free order. */
export async function lockCrewDays(
  tx: Tx,
  orgId: string,
  crewDays: readonly CrewDay[],
  now: Date,
): Promise<Map<string, RouteRow>> {
  const distinct = new Map(crewDays.map((crewDay) => [crewDayKey(crewDay), crewDay]));
  const locked = new Map<string, RouteRow>();
  for (const crewDay of [...distinct.values()].sort(compareCrewDays)) {
    locked.set(crewDayKey(crewDay), await lockCrewDay(tx, orgId, crewDay, now));
  }
  return locked;
}

export const crewDayKey = (crewDay: CrewDay) => `${crewDay.crewId ?? 'unassigned'}|${crewDay.day}`;

/** The day's placements in drive order. */
export async function listDayPlacements(db: DbOrTx, orgId: string, crewDay: CrewDay): Promise<PlacementRow[]> {
  return db
    .select()
    .from(placements)
    .where(
      and(
        eq(placements.orgId, orgId),
        sameCrew(placements.crewId, crewDay.crewId),
        eq(placements.scheduledDate, crewDay.day),
      ),
    )
    .orderBy(asc(placements.sortOrder), asc(placements.createdAt));
}

/** Rewrites sortOrder as 1..n in the given order (one statement), keeping the day dense. */
export async function writeDayOrder(tx: Tx, orgId: string, orderedIds: readonly string[], now: Date): Promise<void> {
  if (orderedIds.length === 0) return;
  const positions = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE placements AS p SET sort_order = v.position, updated_at = ${now.toISOString()}
    FROM (VALUES ${positions}) AS v(id, position)
    WHERE p.org_id = ${orgId} AND p.id = v.id AND p.sort_order IS DISTINCT FROM v.position`);
}

/** Marks the day's order as changed by a person or a schedule edit; returns the new version. */
export async function bumpControlVersion(
  tx: Tx,
  orgId: string,
  routeId: string,
  change: { orderMode?: 'automatic' | 'manual'; orderSource?: 'optimized' | 'manual' | 'schedule' },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(routes)
    .set({ ...change, controlVersion: sql`${routes.controlVersion} + 1`, updatedAt: now })
    .where(and(eq(routes.orgId, orgId), eq(routes.id, routeId)))
    .returning({ controlVersion: routes.controlVersion });
  if (!row) throw new Error('route row vanished under its lock');
  return row.controlVersion;
}
