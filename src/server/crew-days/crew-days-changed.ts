import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { routes } from '../db/schema';
import { recordEvent } from '../events/events.service';
import { queueRoutePlanning, type QueueableRoute } from './route-queue.service';
import { crewDayKey, sameCrew } from './crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';

/**
 * The one exit of every write that changed crew-days (place, move, remove, bump, reassign,
 * emergency): each distinct day's control_version goes up, so a board holding an older version
 * sees the concurrent change, and one `placement.changed` event tells the feed which days (at which
 * new versions) and estimates to refetch. The caller holds every day's lock (lockCrewDays). Planning of the
 * changed days is queued here too (route-queue.service.ts).
 */
export async function crewDaysChanged(
  tx: Tx,
  orgId: string,
  crewDays: readonly CrewDay[],
  estimateIds: readonly string[],
  now: Date,
): Promise<void> {
  const distinctDays = [...new Map(crewDays.map((crewDay) => [crewDayKey(crewDay), crewDay])).values()];
  if (distinctDays.length === 0) return;
  const changed: (QueueableRoute & { controlVersion: number })[] = [];
  for (const crewDay of distinctDays) {
    const [updated] = await tx
      .update(routes)
      .set({
        controlVersion: sql`${routes.controlVersion} + 1`,
        // An optimized order that gained or lost stops is no longer the optimizer's.
        orderSource: sql`CASE WHEN ${routes.orderSource} = 'optimized' THEN 'schedule' ELSE ${routes.orderSource} END`,
        updatedAt: now,
      })
      .where(and(eq(routes.orgId, orgId), sameCrew(routes.crewId, crewDay.crewId), eq(routes.day, crewDay.day)))
      .returning({ id: routes.id, controlVersion: routes.controlVersion });
    if (!updated) throw new Error(`crew-day ${crewDayKey(crewDay)} changed without holding its lock`);
    changed.push(updated);
  }
  await queueRoutePlanning(tx, orgId, changed, now);
  await recordEvent(
    tx,
    orgId,
    {
      type: 'placement.changed',
      payload: {
        crewDays: distinctDays.map(({ crewId, day }, index) => ({
          crewId,
          day,
          controlVersion: changed[index]!.controlVersion,
        })),
        estimateIds: [...new Set(estimateIds)],
      },
    },
    now,
  );
}
