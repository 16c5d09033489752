import { sql, type SQL } from 'drizzle-orm';

/*
 * api.md ScheduledWork as PostgreSQL renders it for reads that return thousands of rows (the board):
 * each placement's stored card (placement_cards.work_json, migration 0010) closed with its crew, or
 * its stored row (work_row, migration 0012) for GET /schedule/board, then its stored JobDay
 * (job_day, migration 0018).
 */

/**
 * The contract's CrewRef of crew `c` as JSON, for the ranked crews the board joins (`cr.crew_json`):
 * rendered once per crew rather than once per placement shown.
 */
export const crewJsonColumn = sql`
  (SELECT row_to_json(x) FROM (SELECT c.id, c.name, c.color, NOT c.active AS "isArchived") x) AS crew_json`;

/** A JSON array's text from rows `r` (compact: json_agg separates its items with a line break). */
export const jsonArrayText = (orderBy: SQL) =>
  sql`'[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY ${orderBy}), '') || ']'`;

/**
 * The JSON array text of the placements of the CTE `source` (`schedule_id`, `board_order`), each as
 * `card` renders placement_cards `c` (and the source row `w`), in board order. Each card is probed on
 * its primary key: as a join, the planner hashed every card of the organization even for the few
 * hundred placements needing attention (OFFSET 0 keeps it a probe).
 */
const cardsArrayText = (orgId: string, source: string, card: SQL) => sql`(
  SELECT '[' || coalesce(string_agg(${card}, ',' ORDER BY w.board_order), '') || ']'
  FROM ${sql.raw(source)} w
  CROSS JOIN LATERAL (
    SELECT c.work_json, c.work_row, c.job_day FROM placement_cards c WHERE c.org_id = ${orgId}::uuid AND c.placement_id = w.schedule_id OFFSET 0) c)`;

/** The placements of the CTE `source` (with `crew_json`) as ScheduledWork: each stored card closed with its crew and its JobDay. */
export const scheduledWorkArrayText = (orgId: string, source: string) =>
  cardsArrayText(
    orgId,
    source,
    sql`c.work_json || ',"crew":' || coalesce(w.crew_json::text, 'null') || ',"jobDay":' || c.job_day || '}'`,
  );

/** The placements of the CTE `source` as ScheduledWorkRow (GET /schedule/board): each stored row closed with its JobDay. */
export const scheduledWorkRowsText = (orgId: string, source: string) =>
  cardsArrayText(orgId, source, sql`left(c.work_row, -1) || ',' || c.job_day || ']'`);
