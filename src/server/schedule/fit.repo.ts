import { sql } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import { queryRows, type DbOrTx } from '../db/client';
import { uuidArray } from './sql-lists.sql';

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
 * thousand placements. Rows come back as the driver makes them: mapping 3,600 rows through the
 * query builder cost about a third of the read.
 */
export async function listFitStops(
  db: DbOrTx,
  orgId: string,
  crewIds: readonly string[],
  firstDay: Day,
  lastDay: Day,
): Promise<FitStopRow[]> {
  if (crewIds.length === 0) return [];
  return queryRows<FitStopRow>(
    db,
    sql`SELECT p.estimate_id AS "estimateId", p.crew_id AS "crewId", p.scheduled_date::text AS day,
               p.planned_hours AS "plannedHours", c.latitude, c.longitude
        FROM placements p
        JOIN placement_cards c ON c.org_id = p.org_id AND c.placement_id = p.id
        WHERE p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date
          AND p.crew_id = ANY(${uuidArray(crewIds)})
        ORDER BY p.crew_id, p.scheduled_date, p.sort_order, p.id`,
  );
}
