-- The board's rows of each crew-day, stored: GET /schedule/board read two weeks by probing every
-- card (3,700 on the large demo organization) and splicing its JobDay in, about two fifths of its
-- statement. A crew-day's rows change only when one of its cards does, so triggers on placement_cards
-- rebuild the crew-days a statement's cards left or joined, and the board copies one text per crew-day.
-- As in 0017: an upgrade's earlier migrations may leave deferred trigger events pending on the tables
-- altered here, and PostgreSQL refuses to alter a table with pending events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "crew_day_rows" (
	"org_id" uuid NOT NULL,
	"crew_id" uuid,
	"day" date NOT NULL,
	"work_rows" text NOT NULL,
	"stops" integer NOT NULL,
	"planned_minutes" double precision NOT NULL,
	"unestimated" integer NOT NULL,
	CONSTRAINT "crew_day_rows_one_per_crew_day" UNIQUE NULLS NOT DISTINCT("org_id","day","crew_id")
);
--> statement-breakpoint
-- Each card names its crew-day, so an update or delete of cards knows the crew-day they left.
ALTER TABLE "placement_cards" ADD COLUMN "crew_id" uuid;--> statement-breakpoint
ALTER TABLE "placement_cards" ADD COLUMN "scheduled_date" date;--> statement-breakpoint
UPDATE placement_cards c SET crew_id = p.crew_id, scheduled_date = p.scheduled_date
FROM placements p WHERE p.org_id = c.org_id AND p.id = c.placement_id;--> statement-breakpoint
ALTER TABLE "placement_cards" ALTER COLUMN "scheduled_date" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE VIEW placement_card_source AS
SELECT p.org_id, p.id AS placement_id, left(row_to_json(r)::text, -1) AS work_json, s.latitude, s.longitude,
       '[' || concat_ws(',',
         to_json(r."scheduleId")::text, to_json(r."estimateId")::text, to_json(r."estimateNumber")::text,
         to_json(r."estimateStatus")::text, to_json(r."scheduledDate")::text, to_json(r."serviceCategories")::text,
         to_json(r."districtIds")::text, to_json(r."sortOrder")::text, coalesce(to_json(r.note)::text, 'null'),
         to_json(r."siteId")::text, coalesce(to_json(r."siteLabel")::text, 'null'),
         coalesce(to_json(r.latitude)::text, 'null'), coalesce(to_json(r.longitude)::text, 'null'),
         coalesce(to_json(r."totalCents")::text, 'null'), coalesce(to_json(r."plannedHours")::text, 'null'),
         coalesce(to_json(r."lineItemId")::text, 'null'), coalesce(to_json(p.crew_id)::text, 'null')) || ']' AS work_row,
       (SELECT CASE WHEN j.day_count > 1 THEN '{"number":' || j.day_number || ',"count":' || j.day_count || '}' ELSE 'null' END
        FROM (SELECT v.id, row_number() OVER (ORDER BY v.scheduled_date, v.id) AS day_number, count(*) OVER () AS day_count
              FROM placements v WHERE v.org_id = p.org_id AND v.estimate_id = p.estimate_id) j
        WHERE j.id = p.id) AS job_day,
       p.crew_id, p.scheduled_date
FROM placements p
JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id
JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
CROSS JOIN LATERAL (
  SELECT p.id AS "scheduleId",
         e.id AS "estimateId",
         'JOB-' || e.number AS "estimateNumber",
         CASE WHEN e.status IN ('declined', 'canceled') THEN e.status
              WHEN e.lines_complete THEN 'completed'
              WHEN e.status = 'accepted' THEN 'scheduled'
              ELSE e.status END AS "estimateStatus",
         p.scheduled_date::text AS "scheduledDate",
         e.line_categories AS "serviceCategories",
         (SELECT coalesce(array_agg(x.district_id ORDER BY x.district_id), '{}')
          FROM site_districts x WHERE x.org_id = s.org_id AND x.site_id = s.id) AS "districtIds",
         p.sort_order AS "sortOrder",
         p.note,
         s.id AS "siteId",
         coalesce(nullif(s.label, ''), s.street) AS "siteLabel",
         s.latitude,
         s.longitude,
         e.line_total_cents AS "totalCents",
         p.planned_hours AS "plannedHours",
         p.line_item_id AS "lineItemId") r;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_placement_cards(org_ids uuid[], placement_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM estimates e
  WHERE (e.org_id, e.id) IN (SELECT p.org_id, p.estimate_id
                             FROM unnest(org_ids, placement_ids) AS t(org_id, placement_id)
                             JOIN placements p ON p.org_id = t.org_id AND p.id = t.placement_id)
  ORDER BY e.org_id, e.id
  FOR NO KEY UPDATE OF e;

  INSERT INTO placement_cards AS c (org_id, placement_id, work_json, latitude, longitude, work_row, job_day, crew_id, scheduled_date)
  SELECT v.org_id, v.placement_id, v.work_json, v.latitude, v.longitude, v.work_row, v.job_day, v.crew_id, v.scheduled_date
  FROM (SELECT DISTINCT t.org_id, t.placement_id FROM unnest(org_ids, placement_ids) AS t(org_id, placement_id)) t
  JOIN placement_card_source v ON v.org_id = t.org_id AND v.placement_id = t.placement_id
  ON CONFLICT (org_id, placement_id) DO UPDATE
  SET work_json = excluded.work_json, latitude = excluded.latitude, longitude = excluded.longitude,
      work_row = excluded.work_row, job_day = excluded.job_day, crew_id = excluded.crew_id,
      scheduled_date = excluded.scheduled_date
  WHERE (c.work_json, c.work_row, c.job_day) IS DISTINCT FROM (excluded.work_json, excluded.work_row, excluded.job_day);
END
$$;
--> statement-breakpoint
-- The rows and load of every crew-day holding placements, built from their cards: what crew_day_rows
-- must hold (a crew-day without placements has no row here and an empty one there).
CREATE VIEW crew_day_row_source AS
SELECT p.org_id, p.crew_id, p.scheduled_date AS day,
       string_agg(left(c.work_row, -1) || ',' || c.job_day || ']', ',' ORDER BY p.sort_order, p.id) AS work_rows,
       count(*)::int AS stops, coalesce(sum(p.planned_hours * 60), 0) AS planned_minutes,
       (count(*) - count(p.planned_hours))::int AS unestimated
FROM placements p
JOIN placement_cards c ON c.org_id = p.org_id AND c.placement_id = p.id
GROUP BY p.org_id, p.crew_id, p.scheduled_date;
--> statement-breakpoint
-- The rows of the crew-days (org, crew, day) named by the three arrays, built afresh from their cards.
-- Each crew-day's row is made if missing and locked first, in one order: a writer changing a card of
-- the same crew-day meanwhile waits, and the rebuild that follows (a statement of its own, so it reads
-- what committed before it) sees that writer's cards. Rows are never deleted (see crew_day_rows).
-- OFFSET 0 keeps each crew-day's read a probe of placements_org_day_crew_idx: flattened, the planner
-- aggregated every placement of the database before joining. A crew-day is matched on its crew with
-- `=` or both null, not IS NOT DISTINCT FROM, which no index serves: each probe then read every
-- placement of the day (the backfill of the large demo organization, ~130 instead of ~26 ms).
CREATE FUNCTION store_crew_day_rows(org_ids uuid[], crew_ids uuid[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
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
      planned_minutes = coalesce(v.planned_minutes, 0), unestimated = coalesce(v.unestimated, 0)
  FROM (SELECT DISTINCT t.org_id, t.crew_id, t.day FROM unnest(org_ids, crew_ids, days) AS t(org_id, crew_id, day)) t
  LEFT JOIN LATERAL (
    SELECT v.* FROM crew_day_row_source v
    WHERE v.org_id = t.org_id AND v.day = t.day AND (v.crew_id = t.crew_id OR (v.crew_id IS NULL AND t.crew_id IS NULL))
    OFFSET 0) v ON true
  WHERE d.org_id = t.org_id AND d.day = t.day AND (d.crew_id = t.crew_id OR (d.crew_id IS NULL AND t.crew_id IS NULL));
END
$$;
--> statement-breakpoint
-- A card shows every column of its placement the crew-day's rows and load read (day, crew, drive
-- order, hours), so the cards a statement inserted, updated or deleted name every crew-day to rebuild:
-- the ones they are on and, for updates and deletes, the ones they left.
CREATE FUNCTION crew_day_rows_of_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM store_crew_day_rows(array_agg(org_id), array_agg(crew_id), array_agg(scheduled_date)) FROM changed_cards;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM store_crew_day_rows(array_agg(org_id), array_agg(crew_id), array_agg(scheduled_date)) FROM previous_cards;
  ELSE
    PERFORM store_crew_day_rows(array_agg(c.org_id), array_agg(c.crew_id), array_agg(c.scheduled_date))
    FROM (SELECT org_id, crew_id, scheduled_date FROM changed_cards
          UNION SELECT org_id, crew_id, scheduled_date FROM previous_cards) c;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER placement_cards_days_inserted AFTER INSERT ON placement_cards
  REFERENCING NEW TABLE AS changed_cards FOR EACH STATEMENT EXECUTE FUNCTION crew_day_rows_of_cards();
--> statement-breakpoint
CREATE TRIGGER placement_cards_days_updated AFTER UPDATE ON placement_cards
  REFERENCING OLD TABLE AS previous_cards NEW TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION crew_day_rows_of_cards();
--> statement-breakpoint
CREATE TRIGGER placement_cards_days_deleted AFTER DELETE ON placement_cards
  REFERENCING OLD TABLE AS previous_cards FOR EACH STATEMENT EXECUTE FUNCTION crew_day_rows_of_cards();
--> statement-breakpoint
SELECT store_crew_day_rows(array_agg(k.org_id), array_agg(k.crew_id), array_agg(k.scheduled_date))
FROM (SELECT DISTINCT org_id, crew_id, scheduled_date FROM placement_cards) k;
