import { sql } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import { queryRows, type DbOrTx } from '../db/client';
import { uuidArray } from '../schedule/sql-lists.sql';

/** A crew as the planner reads it; archived ones too when named, so the caller can say which. */
export interface PlanCrewRow {
  id: string;
  name: string;
  active: boolean;
  dayStartMinutes: number | null;
  dayEndMinutes: number | null;
  serviceCategories: string[] | null;
  homeDistrictIds: string[];
}

/** The crews named (any state), or every working crew, by name. */
export function listPlanCrews(db: DbOrTx, orgId: string, crewIds: readonly string[] | undefined) {
  return queryRows<PlanCrewRow>(
    db,
    sql`SELECT c.id, c.name, c.active, c.day_start_minutes AS "dayStartMinutes", c.day_end_minutes AS "dayEndMinutes",
               c.service_categories AS "serviceCategories", c.home_district_ids AS "homeDistrictIds"
        FROM crews c
        WHERE c.org_id = ${orgId}::uuid AND ${crewIds ? sql`c.id = ANY(${uuidArray(crewIds)})` : sql`c.active`}
        ORDER BY c.name, c.id`,
  );
}

/** A placement on one of the planned crew-days, in drive order. */
export interface PlanStopRow {
  crewId: string;
  day: Day;
  plannedHours: number | null;
  number: number;
  latitude: number | null;
  longitude: number | null;
}

/** Every placement of the crews between two days, with its job number and site's coordinates, in drive order. */
export function listPlanStops(db: DbOrTx, orgId: string, crewIds: readonly string[], firstDay: Day, lastDay: Day) {
  return queryRows<PlanStopRow>(
    db,
    sql`SELECT p.crew_id AS "crewId", p.scheduled_date::text AS day, p.planned_hours AS "plannedHours",
               e.number, s.latitude, s.longitude
        FROM placements p
        JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id
        JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
        WHERE p.org_id = ${orgId}::uuid AND p.crew_id = ANY(${uuidArray(crewIds)})
          AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date
        ORDER BY p.crew_id, p.scheduled_date, p.sort_order, p.created_at`,
  );
}

/** The route rows (crew-day control) of the crews between two days; a day without one has never changed. */
export function listPlanRoutes(db: DbOrTx, orgId: string, crewIds: readonly string[], firstDay: Day, lastDay: Day) {
  return queryRows<{ crewId: string; day: Day; controlVersion: number; orderMode: string }>(
    db,
    sql`SELECT r.crew_id AS "crewId", r.day::text AS day, r.control_version AS "controlVersion", r.order_mode AS "orderMode"
        FROM routes r
        WHERE r.org_id = ${orgId}::uuid AND r.crew_id = ANY(${uuidArray(crewIds)})
          AND r.day BETWEEN ${firstDay}::date AND ${lastDay}::date`,
  );
}

/** The crew-days between two days already holding each of `estimateIds`: the planner never adds a second visit. */
export function listHeldCrewDays(
  db: DbOrTx,
  orgId: string,
  estimateIds: readonly string[],
  firstDay: Day,
  lastDay: Day,
) {
  return queryRows<{ estimateId: string; crewId: string; day: Day }>(
    db,
    sql`SELECT DISTINCT p.estimate_id AS "estimateId", p.crew_id AS "crewId", p.scheduled_date::text AS day
        FROM placements p
        WHERE p.org_id = ${orgId}::uuid AND p.estimate_id = ANY(${uuidArray(estimateIds)}) AND p.crew_id IS NOT NULL
          AND p.scheduled_date BETWEEN ${firstDay}::date AND ${lastDay}::date`,
  );
}
