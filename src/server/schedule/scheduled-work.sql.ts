import { sql, type SQL } from 'drizzle-orm';
import type { EstimateStatus } from '../../shared/contract/estimates';
import { JOB_NUMBER_PREFIX, siteLabelSql } from './work-facts.sql';

/*
 * api.md ScheduledWork built by PostgreSQL, for reads that return thousands of rows (the board).
 * Works over `w`, a selection of placements with the columns `shownPlacementColumns` names, and
 * reads each site's districts once, set-based, for the sites shown; line facts are the estimate's
 * stored columns. The status rule (deriveEstimateStatus for placed work) is mirrored here and the line
 * total in migration 0004's trigger; test/server/schedule/board-figures.test.ts checks both against
 * the estimate's own read.
 */

/** What a selection of placements `w` must expose (a CTE), besides `board_order`; `cr` carries `crewJsonColumn`. */
export const shownPlacementColumns = sql`
  p.id AS schedule_id, p.crew_id, p.scheduled_date, p.sort_order, p.note, p.planned_hours, p.line_item_id,
  e.id AS estimate_id, e.number AS estimate_number, e.status AS stored_status,
  e.line_total_cents, e.line_categories, e.lines_complete,
  s.id AS site_id, ${siteLabelSql} AS site_label, s.latitude, s.longitude,
  cr.crew_json, cr.day_start_minutes, cr.day_end_minutes`;

/**
 * The contract's CrewRef of crew `c` as JSON, for the ranked crews the board joins (`cr.crew_json`):
 * rendered once per crew rather than once per placement shown.
 */
export const crewJsonColumn = sql`
  (SELECT row_to_json(x) FROM (SELECT c.id, c.name, c.color, NOT c.active AS "isArchived") x) AS crew_json`;

/** District ids (`sf`) of the sites the CTEs `sources` (placements with `shownPlacementColumns`) hold, in one grouped pass. */
export const shownDistrictsCte = (orgId: string, sources: readonly string[]) => sql`
  site_facts AS MATERIALIZED (
    SELECT x.site_id, array_agg(x.district_id ORDER BY x.district_id) AS district_ids
    FROM site_districts x
    WHERE x.org_id = ${orgId}::uuid
      AND x.site_id IN (${sql.raw(sources.map((source) => `SELECT site_id FROM ${source}`).join(' UNION '))})
    GROUP BY x.site_id)`;

const status = (value: EstimateStatus) => sql.raw(`'${value}'`);

/**
 * One ScheduledWork row over `w` (shown) and `sf` (site_facts), its columns named
 * as the contract's fields: row_to_json writes compact JSON (json_build_object pads every colon).
 */
const scheduledWorkRow = sql`
  SELECT w.schedule_id AS "scheduleId",
         w.estimate_id AS "estimateId",
         ${JOB_NUMBER_PREFIX}::text || w.estimate_number AS "estimateNumber",
         CASE WHEN w.stored_status IN (${status('declined')}, ${status('canceled')}) THEN w.stored_status
              WHEN w.lines_complete THEN ${status('completed')}
              WHEN w.stored_status = ${status('accepted')} THEN ${status('scheduled')}
              ELSE w.stored_status END AS "estimateStatus",
         w.scheduled_date::text AS "scheduledDate",
         w.line_categories AS "serviceCategories",
         coalesce(sf.district_ids, '{}') AS "districtIds",
         w.sort_order AS "sortOrder",
         w.note,
         w.site_id AS "siteId",
         w.site_label AS "siteLabel",
         w.latitude,
         w.longitude,
         w.line_total_cents AS "totalCents",
         w.planned_hours AS "plannedHours",
         w.line_item_id AS "lineItemId",
         w.crew_json AS crew`;

/** A JSON array's text from rows `r` (compact: json_agg separates its items with a line break). */
export const jsonArrayText = (orderBy: SQL) =>
  sql`'[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY ${orderBy}), '') || ']'`;

/** The JSON array text of every placement of the CTE `source` as ScheduledWork, in board order. */
export const scheduledWorkArrayText = (source: string) => sql`(
  SELECT ${jsonArrayText(sql`w.board_order`)}
  FROM ${sql.raw(source)} w
  LEFT JOIN site_facts sf ON sf.site_id = w.site_id
  CROSS JOIN LATERAL (${scheduledWorkRow}) r)`;
