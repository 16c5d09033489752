-- Each card also names its job's customer (ScheduledWork.customerName, an extension): a dispatcher on
-- the phone looks for the caller's name on the board. It is the estimate's customer, as the estimate
-- reads it (Estimate.customerName), null for an estimate made without one. The name is written into
-- the card, so a customer renamed rebuilds the cards of its estimates' placements, and an estimate
-- given another customer rebuilds its own; the crew-days' stored rows follow their cards (0019).
-- As in 0017: an upgrade's earlier migrations may leave deferred trigger events pending on the tables
-- altered here, and PostgreSQL refuses to alter a table with pending events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE OR REPLACE VIEW placement_card_source AS
SELECT p.org_id, p.id AS placement_id, left(row_to_json(r)::text, -1) AS work_json, s.latitude, s.longitude,
       '[' || concat_ws(',',
         to_json(r."scheduleId")::text, to_json(r."estimateId")::text, to_json(r."estimateNumber")::text,
         to_json(r."estimateStatus")::text, to_json(r."scheduledDate")::text, to_json(r."serviceCategories")::text,
         to_json(r."districtIds")::text, to_json(r."sortOrder")::text, coalesce(to_json(r.note)::text, 'null'),
         to_json(r."siteId")::text, coalesce(to_json(r."siteLabel")::text, 'null'),
         coalesce(to_json(r."customerName")::text, 'null'),
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
         (SELECT c.name FROM customers c WHERE c.org_id = e.org_id AND c.id = e.customer_id) AS "customerName",
         s.latitude,
         s.longitude,
         e.line_total_cents AS "totalCents",
         p.planned_hours AS "plannedHours",
         p.line_item_id AS "lineItemId") r;
--> statement-breakpoint
-- As in 0010, with the estimate's customer among the columns a card shows.
CREATE OR REPLACE FUNCTION placement_cards_of_estimates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_placement_cards(array_agg(p.org_id), array_agg(p.id))
  FROM changed_estimates n
  JOIN previous_estimates o ON o.org_id = n.org_id AND o.id = n.id
  JOIN placements p ON p.org_id = n.org_id AND p.estimate_id = n.id
  WHERE (n.number, n.status, n.line_total_cents, n.line_categories, n.lines_complete, n.site_id, n.customer_id)
        IS DISTINCT FROM (o.number, o.status, o.line_total_cents, o.line_categories, o.lines_complete, o.site_id, o.customer_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A customer renamed: the cards of every placement of its estimates. store_job_placement_cards locks
-- those estimates before it looks for their placements (0018), so it also finds one added meanwhile.
-- Renames are rare (no API write renames a customer; an operator's SQL may): the estimates are found
-- among the organization's by their customer, without an index of their own.
CREATE FUNCTION placement_cards_of_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_job_placement_cards(array_agg(e.org_id), array_agg(e.id))
  FROM changed_customers n
  JOIN previous_customers o ON o.org_id = n.org_id AND o.id = n.id
  JOIN estimates e ON e.org_id = n.org_id AND e.customer_id = n.id
  WHERE n.name IS DISTINCT FROM o.name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_cards_updated AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS previous_customers NEW TABLE AS changed_customers
  FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_customers();
--> statement-breakpoint
-- Every card made before this migration, with its customer; their crew-days' stored rows and objects
-- are rebuilt by 0019's triggers on placement_cards.
UPDATE placement_cards c SET work_json = v.work_json, work_row = v.work_row
FROM placement_card_source v WHERE v.org_id = c.org_id AND v.placement_id = c.placement_id;
