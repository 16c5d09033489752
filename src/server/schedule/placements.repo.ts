import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { placements } from '../db/schema';
import { sameCrew, type PlacementRow } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';

/** One placement of one estimate; another organization's (or another estimate's) reads as absent. */
export async function findPlacement(
  db: DbOrTx,
  orgId: string,
  estimateId: string,
  scheduleId: string,
): Promise<PlacementRow | null> {
  const [row] = await db
    .select()
    .from(placements)
    .where(and(eq(placements.orgId, orgId), eq(placements.id, scheduleId), eq(placements.estimateId, estimateId)))
    .limit(1);
  return row ?? null;
}

/** Whether the estimate already has another placement on that crew-day. */
export async function holdsCrewDay(
  db: DbOrTx,
  orgId: string,
  estimateId: string,
  crewDay: CrewDay,
  exceptId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.orgId, orgId),
        eq(placements.estimateId, estimateId),
        eq(placements.scheduledDate, crewDay.day),
        sameCrew(placements.crewId, crewDay.crewId),
        ne(placements.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updatePlacement(
  tx: Tx,
  orgId: string,
  id: string,
  change: {
    crewId?: string | null;
    scheduledDate?: string;
    sortOrder?: number;
    note?: string | null;
    plannedHours?: number | null;
  },
  now: Date,
): Promise<PlacementRow> {
  const [row] = await tx
    .update(placements)
    .set({ ...change, updatedAt: now })
    .where(and(eq(placements.orgId, orgId), eq(placements.id, id)))
    .returning();
  if (!row) throw new Error('placement vanished under its crew-day lock');
  return row;
}

export async function deletePlacement(tx: Tx, orgId: string, id: string): Promise<void> {
  await tx.delete(placements).where(and(eq(placements.orgId, orgId), eq(placements.id, id)));
}
