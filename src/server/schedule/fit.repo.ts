import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { DbOrTx } from '../db/client';
import { placementCards, placements } from '../db/schema';

export interface FitStopRow {
  estimateId: string;
  crewId: string | null;
  day: Day;
  plannedHours: number | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Every placement of these crews between two days with its site's coordinates, in drive order:
 * one statement for all candidate days (index placements_org_day_crew_idx). The coordinates are the
 * placement's stored card's: joining estimates and sites hashed all 20k and 50k of them for a few
 * thousand placements.
 */
export async function listFitStops(
  db: DbOrTx,
  orgId: string,
  crewIds: readonly string[],
  firstDay: Day,
  lastDay: Day,
): Promise<FitStopRow[]> {
  if (crewIds.length === 0) return [];
  return db
    .select({
      estimateId: placements.estimateId,
      crewId: placements.crewId,
      day: placements.scheduledDate,
      plannedHours: placements.plannedHours,
      latitude: placementCards.latitude,
      longitude: placementCards.longitude,
    })
    .from(placements)
    .innerJoin(
      placementCards,
      and(eq(placementCards.orgId, placements.orgId), eq(placementCards.placementId, placements.id)),
    )
    .where(
      and(
        eq(placements.orgId, orgId),
        between(placements.scheduledDate, firstDay, lastDay),
        inArray(placements.crewId, [...crewIds]),
      ),
    )
    .orderBy(asc(placements.crewId), asc(placements.scheduledDate), asc(placements.sortOrder), asc(placements.id));
}
