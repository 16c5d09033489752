import { sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { CrewHours } from '../../shared/domain/capacity';
import { queryRows, type DbOrTx } from '../db/client';
import { uuidArray } from './sql-lists.sql';

/** An active crew as fit ranks its days: who it is and how long its day is. */
export interface FitCrewRow extends CrewHours {
  id: string;
  name: string;
}

export interface FitStopRow {
  estimateId: string;
  /** Always a crew: fit ranks crews' days, never the unassigned board. */
  crewId: string;
  day: Day;
  plannedHours: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** What fit ranks over a span of days: the crews (by name) and every stop of theirs on those days, in drive order. */
export interface FitWindowRows {
  crews: FitCrewRow[];
  stops: FitStopRow[];
}

/** A crew as the statement sends it: id, name, dayStartMinutes, dayEndMinutes. */
type FitCrewValues = [string, string, number | null, number | null];
/** A stop as the statement sends it: estimateId, crewId, day, plannedHours, latitude, longitude. */
type FitStopValues = [string, string, Day, number | null, number | null, number | null];

/**
 * The active crews (of `crewIds` when given) and every placement of theirs between two days with its
 * site's coordinates, in one statement (index placements_org_day_crew_idx for the days). The
 * coordinates are the placement's stored card's: joining estimates and sites hashed all 20k and 50k
 * of them for a few thousand placements. The crews are joined, not matched against an array of
 * their ids: `crew_id = ANY(...)` compared each of the days' placements with up to 200 ids.
 *
 * Both lists come back as the text of a JSON array of arrays, parsed at once: handed over row by row,
 * the embedded database spent longer passing the ~3,600 stops of ten working days to JavaScript than
 * running the statement (~38 of ~60 ms on the large demo organization), and the crews' own read
 * counted every crew's members for nothing.
 */
export async function listFitWindow(
  db: DbOrTx,
  orgId: string,
  crewIds: readonly string[] | undefined,
  firstDay: Day,
  lastDay: Day,
): Promise<FitWindowRows> {
  const nullable = (value: SQL) => sql`coalesce(${value}, 'null')`;
  const [result] = await queryRows<{ crews: string; stops: string }>(
    db,
    sql`WITH fit_crews AS MATERIALIZED (
          SELECT c.id, c.name, c.day_start_minutes, c.day_end_minutes FROM crews c
          WHERE c.org_id = ${orgId}::uuid AND c.active ${crewIds ? sql`AND c.id = ANY(${uuidArray(crewIds)})` : sql``})
        SELECT
          (SELECT '[' || coalesce(string_agg(json_build_array(fc.id, fc.name, fc.day_start_minutes, fc.day_end_minutes)::text,
                                             ',' ORDER BY fc.name, fc.id), '') || ']'
           FROM fit_crews fc) AS crews,
          (SELECT '[' || coalesce(string_agg(
                     '["' || p.estimate_id || '","' || p.crew_id || '","' || p.scheduled_date || '",'
                     || ${nullable(sql`p.planned_hours::text`)} || ',' || ${nullable(sql`c.latitude::text`)} || ','
                     || ${nullable(sql`c.longitude::text`)} || ']',
                   ',' ORDER BY p.crew_id, p.scheduled_date, p.sort_order, p.id), '') || ']'
           FROM placements p
           JOIN fit_crews fc ON fc.id = p.crew_id
           JOIN placement_cards c ON c.org_id = p.org_id AND c.placement_id = p.id
           WHERE p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date) AS stops`,
  );
  const crews = JSON.parse(result?.crews ?? '[]') as FitCrewValues[];
  const stops = JSON.parse(result?.stops ?? '[]') as FitStopValues[];
  return {
    crews: crews.map(([id, name, dayStartMinutes, dayEndMinutes]) => ({ id, name, dayStartMinutes, dayEndMinutes })),
    stops: stops.map(([estimateId, crewId, day, plannedHours, latitude, longitude]) => ({
      estimateId,
      crewId,
      day,
      plannedHours,
      latitude,
      longitude,
    })),
  };
}
