-- GET /schedule's placements of each crew-day, stored beside its rows (0019): the two-week read
-- still probed every card (3,700 on the large demo organization) to close it with its crew and
-- JobDay. A crew-day's placements all name its crew, so the stored text leaves each `crew` as
-- U+0001 and the read fills in the crew's CrewRef: a crew renamed or archived changes no stored
-- text. JSON text never holds a raw control character (PostgreSQL escapes them), so the mark
-- cannot be part of a card.
-- As in 0017: an upgrade's earlier migrations may leave deferred trigger events pending on the table
-- altered here, and PostgreSQL refuses to alter a table with pending events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "crew_day_rows" ADD COLUMN "work_objects" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE VIEW crew_day_row_source AS
SELECT p.org_id, p.crew_id, p.scheduled_date AS day,
       string_agg(left(c.work_row, -1) || ',' || c.job_day || ']', ',' ORDER BY p.sort_order, p.id) AS work_rows,
       count(*)::int AS stops, coalesce(sum(p.planned_hours * 60), 0) AS planned_minutes,
       (count(*) - count(p.planned_hours))::int AS unestimated,
       string_agg(c.work_json || ',"crew":' || chr(1) || ',"jobDay":' || c.job_day || '}', ',' ORDER BY p.sort_order, p.id) AS work_objects
FROM placements p
JOIN placement_cards c ON c.org_id = p.org_id AND c.placement_id = p.id
GROUP BY p.org_id, p.crew_id, p.scheduled_date;
--> statement-breakpoint
-- As in 0019, now writing the objects too.
CREATE OR REPLACE FUNCTION store_crew_day_rows(org_ids uuid[], crew_ids uuid[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO crew_day_rows (org_id, crew_id, day, work_rows, stops, planned_minutes, unestimated)
  SELECT DISTINCT t.org_id, t.crew_id, t.day, '', 0, 0, 0
  FROM unnest(org_ids, crew_ids, days) AS t(org_id, crew_id, day)
  ORDER BY t.org_id, t.day, t.crew_id
  ON CONFLICT ON CONSTRAINT crew_day_rows_one_per_crew_day DO NOTHING;

  PERFORM 1 FROM crew_day_rows d
  JOIN unnest(org_ids, crew_ids, days) AS t(org_id, crew_id, day)
    ON d.org_id = t.org_id AND d.day = t.day AND (d.crew_id = t.crew_id OR (d.crew_id IS NULL AND t.crew_id IS NULL))
  ORDER BY d.org_id, d.day, d.crew_id
  FOR NO KEY UPDATE OF d;

  UPDATE crew_day_rows d
  SET work_rows = coalesce(v.work_rows, ''), stops = coalesce(v.stops, 0),
      planned_minutes = coalesce(v.planned_minutes, 0), unestimated = coalesce(v.unestimated, 0),
      work_objects = coalesce(v.work_objects, '')
  FROM (SELECT DISTINCT t.org_id, t.crew_id, t.day FROM unnest(org_ids, crew_ids, days) AS t(org_id, crew_id, day)) t
  LEFT JOIN LATERAL (
    SELECT v.* FROM crew_day_row_source v
    WHERE v.org_id = t.org_id AND v.day = t.day AND (v.crew_id = t.crew_id OR (v.crew_id IS NULL AND t.crew_id IS NULL))
    OFFSET 0) v ON true
  WHERE d.org_id = t.org_id AND d.day = t.day AND (d.crew_id = t.crew_id OR (d.crew_id IS NULL AND t.crew_id IS NULL));
END
$$;
--> statement-breakpoint
SELECT store_crew_day_rows(array_agg(d.org_id), array_agg(d.crew_id), array_agg(d.day))
FROM crew_day_rows d WHERE d.stops > 0;
