-- Each card also carries its JobDay (which of its job's days it is, api.md ScheduledWork.jobDay, an
-- extension): the board counted it for every read with a window over every placement of the jobs
-- it showed, about a fifth of its statement. It depends on the job's other placements, so a write
-- to any placement rebuilds the cards of every placement of its estimate, and a removal those left.
-- As in 0017: an upgrade's earlier migrations may leave deferred trigger events pending on the tables
-- altered here, and PostgreSQL refuses to alter a table with pending events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "placement_cards" ADD COLUMN "job_day" text;--> statement-breakpoint
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
        WHERE j.id = p.id) AS job_day
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

  INSERT INTO placement_cards AS c (org_id, placement_id, work_json, latitude, longitude, work_row, job_day)
  SELECT v.org_id, v.placement_id, v.work_json, v.latitude, v.longitude, v.work_row, v.job_day
  FROM (SELECT DISTINCT t.org_id, t.placement_id FROM unnest(org_ids, placement_ids) AS t(org_id, placement_id)) t
  JOIN placement_card_source v ON v.org_id = t.org_id AND v.placement_id = t.placement_id
  ON CONFLICT (org_id, placement_id) DO UPDATE
  SET work_json = excluded.work_json, latitude = excluded.latitude, longitude = excluded.longitude,
      work_row = excluded.work_row, job_day = excluded.job_day
  WHERE (c.work_json, c.work_row, c.job_day) IS DISTINCT FROM (excluded.work_json, excluded.work_row, excluded.job_day);
END
$$;
--> statement-breakpoint
-- The cards of every placement of the estimates (org, id) named by the two arrays. The estimates are
-- locked first, as store_placement_cards locks them, so a placement another transaction adds to one
-- of them meanwhile is found by the read that follows.
CREATE FUNCTION store_job_placement_cards(org_ids uuid[], estimate_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM estimates e
  WHERE (e.org_id, e.id) IN (SELECT t.org_id, t.estimate_id FROM unnest(org_ids, estimate_ids) AS t(org_id, estimate_id))
  ORDER BY e.org_id, e.id
  FOR NO KEY UPDATE OF e;

  PERFORM store_placement_cards(array_agg(p.org_id), array_agg(p.id))
  FROM (SELECT DISTINCT t.org_id, t.estimate_id FROM unnest(org_ids, estimate_ids) AS t(org_id, estimate_id)) t
  JOIN placements p ON p.org_id = t.org_id AND p.estimate_id = t.estimate_id;
END
$$;
--> statement-breakpoint
-- A placement's every column but its timestamps shows on its card, and its day and its being there
-- on the cards of its job's other placements: an insert, update or delete rebuilds the cards of every
-- placement of the estimates it touched (a deleted placement's own card goes with it: the foreign
-- key cascades).
CREATE OR REPLACE FUNCTION placement_cards_of_placements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM store_job_placement_cards(array_agg(org_id), array_agg(estimate_id)) FROM changed_placements;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM store_job_placement_cards(array_agg(org_id), array_agg(estimate_id)) FROM previous_placements;
  ELSE
    PERFORM store_job_placement_cards(array_agg(c.org_id), array_agg(c.estimate_id))
    FROM (SELECT org_id, estimate_id FROM changed_placements
          UNION SELECT org_id, estimate_id FROM previous_placements) c;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER placements_cards_updated ON placements;--> statement-breakpoint
CREATE TRIGGER placements_cards_updated AFTER UPDATE ON placements
  REFERENCING OLD TABLE AS previous_placements NEW TABLE AS changed_placements
  FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_placements();
--> statement-breakpoint
CREATE TRIGGER placements_cards_deleted AFTER DELETE ON placements
  REFERENCING OLD TABLE AS previous_placements FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_placements();
--> statement-breakpoint
UPDATE placement_cards c SET job_day = v.job_day
FROM placement_card_source v WHERE v.org_id = c.org_id AND v.placement_id = c.placement_id;--> statement-breakpoint
ALTER TABLE "placement_cards" ALTER COLUMN "job_day" SET NOT NULL;
