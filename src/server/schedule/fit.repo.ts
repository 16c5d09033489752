import { sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { CrewHours } from '../../shared/domain/capacity';
import { queryRows, type DbOrTx } from '../db/client';
import { uuidArray } from './sql-lists.sql';

/** An active crew as fit ranks its days: who it is and how long its day is. */
export interface FitCrewRow extends CrewHours {
  id: string;
  name: string;
  /** The categories the crew takes; null: every one. */
  serviceCategories: string[] | null;
}

/**
 * A placement on one of the window's crew-days, as fit weighs it: its crew by position in `crews`,
 * its day by the calendar days since the window's first, its place in the drive order.
 */
export interface FitStopRow {
  crewIndex: number;
  dayOffset: number;
  sortOrder: number;
  plannedHours: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** What fit ranks over a span of days: the crews (by name) and every stop of theirs on those days. */
export interface FitWindowRows {
  crews: FitCrewRow[];
  stops: FitStopRow[];
}

/** A crew as the statement sends it: id, name, dayStartMinutes, dayEndMinutes, serviceCategories. */
type FitCrewValues = [string, string, number | null, number | null, string[] | null];
/** Values per stop in the statement's flat array, in FitStopRow's field order. */
const STOP_VALUES = 6;

/**
 * The active crews (of `crewIds` when given, by name) and every placement of theirs between two days
 * with its site's coordinates, in one statement (index placements_org_day_crew_idx for the days). The
 * coordinates are the placement's stored card's, read from placement_cards_positions_idx alone:
 * joining estimates and sites hashed all 20k and 50k of them for a few thousand placements. The crews are joined, not matched against an array of
 * their ids: `crew_id = ANY(...)` compared each of the days' placements with up to 200 ids.
 *
 * Both lists come back as the text of a JSON array, parsed at once: handed over row by row, the
 * embedded database spent longer passing the ~3,600 stops of ten working days to JavaScript than
 * running the statement. The stops are one flat array of numbers, crews and days as positions and in
 * no order (the caller puts each day's in drive order): rendering each stop's ids and day as text and
 * sorting them all took a third of the statement, and parsing the ids most of the reader's garbage.
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
          SELECT c.id, c.name, c.day_start_minutes, c.day_end_minutes, c.service_categories, row_number() OVER (ORDER BY c.name, c.id) - 1 AS crew_index
          FROM crews c
          WHERE c.org_id = ${orgId}::uuid AND c.active ${crewIds ? sql`AND c.id = ANY(${uuidArray(crewIds)})` : sql``})
        SELECT
          (SELECT '[' || coalesce(string_agg(json_build_array(fc.id, fc.name, fc.day_start_minutes, fc.day_end_minutes, fc.service_categories)::text,
                                             ',' ORDER BY fc.crew_index), '') || ']'
           FROM fit_crews fc) AS crews,
          (SELECT '[' || coalesce(string_agg(
                     fc.crew_index || ',' || (p.scheduled_date - ${firstDay}::date) || ',' || p.sort_order || ','
                     || ${nullable(sql`p.planned_hours::text`)} || ',' || ${nullable(sql`c.latitude::text`)} || ','
                     || ${nullable(sql`c.longitude::text`)}, ','), '') || ']'
           FROM placements p
           JOIN fit_crews fc ON fc.id = p.crew_id
           JOIN placement_cards c ON c.org_id = p.org_id AND c.placement_id = p.id
           WHERE p.org_id = ${orgId}::uuid AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date) AS stops`,
  );
  const crews = JSON.parse(result?.crews ?? '[]') as FitCrewValues[];
  const values = JSON.parse(result?.stops ?? '[]') as (number | null)[];
  const stops: FitStopRow[] = [];
  for (let at = 0; at < values.length; at += STOP_VALUES) {
    stops.push({
      crewIndex: values[at] as number,
      dayOffset: values[at + 1] as number,
      sortOrder: values[at + 2] as number,
      plannedHours: values[at + 3] ?? null,
      latitude: values[at + 4] ?? null,
      longitude: values[at + 5] ?? null,
    });
  }
  return {
    crews: crews.map(([id, name, dayStartMinutes, dayEndMinutes, serviceCategories]) => ({
      id,
      name,
      dayStartMinutes,
      dayEndMinutes,
      serviceCategories,
    })),
    stops,
  };
}

/**
 * The crew-days between two days holding any of `estimateIds` (index placements_org_estimate_idx):
 * fit never ranks a day for work it already holds.
 */
export async function listCrewDaysHolding(
  db: DbOrTx,
  orgId: string,
  estimateIds: readonly string[],
  firstDay: Day,
  lastDay: Day,
): Promise<{ crewId: string; day: Day }[]> {
  return queryRows<{ crewId: string; day: Day }>(
    db,
    sql`SELECT DISTINCT p.crew_id AS "crewId", p.scheduled_date::text AS day FROM placements p
        WHERE p.org_id = ${orgId}::uuid AND p.estimate_id = ANY(${uuidArray(estimateIds)}) AND p.crew_id IS NOT NULL
          AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date`,
  );
}

/** The service categories of each of `estimateIds` (the estimate's stored line categories), by estimate id. */
export async function listWorkCategories(
  db: DbOrTx,
  orgId: string,
  estimateIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ id: string; categories: string[] }>(
    db,
    sql`SELECT e.id, e.line_categories AS categories FROM estimates e
        WHERE e.org_id = ${orgId}::uuid AND e.id = ANY(${uuidArray(estimateIds)})`,
  );
  return new Map(rows.map((row) => [row.id, row.categories]));
}
