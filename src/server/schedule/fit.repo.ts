import { sql, type SQL } from 'drizzle-orm';
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

/** A stop as the statement sends it: estimateId, crewId, day, plannedHours, latitude, longitude. */
type FitStopValues = [string, string | null, Day, number | null, number | null, number | null];

/**
 * Every placement of these crews between two days with its site's coordinates, in drive order:
 * one statement for all candidate days (index placements_org_day_crew_idx). The coordinates are the
 * placement's stored card's: joining estimates and sites hashed all 20k and 50k of them for a few
 * thousand placements. The ~3,600 stops of ten working days come back as the text of one JSON array
 * of arrays, parsed at once: handed over row by row, the embedded database spent longer passing
 * them to JavaScript than running the statement (~38 of ~60 ms on the large demo organization).
 */
export async function listFitStops(
  db: DbOrTx,
  orgId: string,
  crewIds: readonly string[],
  firstDay: Day,
  lastDay: Day,
): Promise<FitStopRow[]> {
  if (crewIds.length === 0) return [];
  const nullable = (value: SQL) => sql`coalesce(${value}, 'null')`;
  const [result] = await queryRows<{ stops: string }>(
    db,
    sql`SELECT '[' || coalesce(string_agg(
                 '["' || p.estimate_id || '",' || ${nullable(sql`'"' || p.crew_id || '"'`)} || ',"' || p.scheduled_date || '",'
                 || ${nullable(sql`p.planned_hours::text`)} || ',' || ${nullable(sql`c.latitude::text`)} || ','
                 || ${nullable(sql`c.longitude::text`)} || ']',
               ',' ORDER BY p.crew_id, p.scheduled_date, p.sort_order, p.id), '') || ']' AS stops
        FROM placements p
        JOIN placement_cards c ON c.org_id = p.org_id AND c.placement_id = p.id
        WHERE p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date
          AND p.crew_id = ANY(${uuidArray(crewIds)})`,
  );
  const stops = JSON.parse(result?.stops ?? '[]') as FitStopValues[];
  return stops.map(([estimateId, crewId, day, plannedHours, latitude, longitude]) => ({
    estimateId,
    crewId,
    day,
    plannedHours,
    latitude,
    longitude,
  }));
}
