ALTER TABLE "placement_cards" ADD COLUMN "work_row" text;--> statement-breakpoint
-- Each card also as a ScheduledWorkRow (GET /schedule/board, src/shared/contract/schedule-board.ts):
-- ScheduledWork's values in its field order as a JSON array, the crew by id. The same lateral row
-- renders both, so the object and the row never disagree.
CREATE OR REPLACE VIEW placement_card_source AS
SELECT p.org_id, p.id AS placement_id, left(row_to_json(r)::text, -1) AS work_json, s.latitude, s.longitude,
       '[' || concat_ws(',',
         to_json(r."scheduleId")::text, to_json(r."estimateId")::text, to_json(r."estimateNumber")::text,
         to_json(r."estimateStatus")::text, to_json(r."scheduledDate")::text, to_json(r."serviceCategories")::text,
         to_json(r."districtIds")::text, to_json(r."sortOrder")::text, coalesce(to_json(r.note)::text, 'null'),
         to_json(r."siteId")::text, coalesce(to_json(r."siteLabel")::text, 'null'),
         coalesce(to_json(r.latitude)::text, 'null'), coalesce(to_json(r.longitude)::text, 'null'),
         coalesce(to_json(r."totalCents")::text, 'null'), coalesce(to_json(r."plannedHours")::text, 'null'),
         coalesce(to_json(r."lineItemId")::text, 'null'), coalesce(to_json(p.crew_id)::text, 'null')) || ']' AS work_row
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
CREATE OR REPLACE FUNCTION store_placement_cards(org_ids uuid[], placement_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO placement_cards AS c (org_id, placement_id, work_json, latitude, longitude, work_row)
  SELECT v.org_id, v.placement_id, v.work_json, v.latitude, v.longitude, v.work_row
  FROM (SELECT DISTINCT t.org_id, t.placement_id FROM unnest(org_ids, placement_ids) AS t(org_id, placement_id)) t
  JOIN placement_card_source v ON v.org_id = t.org_id AND v.placement_id = t.placement_id
  ON CONFLICT (org_id, placement_id) DO UPDATE
  SET work_json = excluded.work_json, latitude = excluded.latitude, longitude = excluded.longitude, work_row = excluded.work_row
  WHERE (c.work_json, c.work_row) IS DISTINCT FROM (excluded.work_json, excluded.work_row)
$$;
--> statement-breakpoint
UPDATE placement_cards c SET work_row = v.work_row
FROM placement_card_source v WHERE v.org_id = c.org_id AND v.placement_id = c.placement_id;--> statement-breakpoint
ALTER TABLE "placement_cards" ALTER COLUMN "work_row" SET NOT NULL;
