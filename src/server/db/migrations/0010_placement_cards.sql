CREATE TABLE "placement_cards" (
	"org_id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"work_json" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "placement_cards_org_id_placement_id_pk" PRIMARY KEY("org_id","placement_id")
);
--> statement-breakpoint
ALTER TABLE "placement_cards" ADD CONSTRAINT "placement_cards_org_id_placement_id_placements_org_id_id_fk" FOREIGN KEY ("org_id","placement_id") REFERENCES "public"."placements"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each placement's card as GET /schedule shows it (api.md ScheduledWork, the crew aside), and its
-- site's position for fit. The one definition of the board's JSON: the status mirrors
-- deriveEstimateStatus for placed work and the number formatEstimateNumber;
-- test/server/schedule/board-figures.test.ts holds them to the estimate's own read, and
-- placement-cards.test.ts holds the stored cards to this view after every kind of write. A change
-- to ScheduledWork is a new migration that replaces this view and refreshes every card.
CREATE VIEW placement_card_source AS
SELECT p.org_id, p.id AS placement_id, left(row_to_json(r)::text, -1) AS work_json, s.latitude, s.longitude
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
-- Writes the cards of the placements (org, id) named by the two arrays, new or replaced.
CREATE FUNCTION store_placement_cards(org_ids uuid[], placement_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO placement_cards AS c (org_id, placement_id, work_json, latitude, longitude)
  SELECT v.org_id, v.placement_id, v.work_json, v.latitude, v.longitude
  FROM (SELECT DISTINCT t.org_id, t.placement_id FROM unnest(org_ids, placement_ids) AS t(org_id, placement_id)) t
  JOIN placement_card_source v ON v.org_id = t.org_id AND v.placement_id = t.placement_id
  ON CONFLICT (org_id, placement_id) DO UPDATE
  SET work_json = excluded.work_json, latitude = excluded.latitude, longitude = excluded.longitude
  WHERE c.work_json IS DISTINCT FROM excluded.work_json
$$;
--> statement-breakpoint
-- A placement's every column but its timestamps shows on its card, so any insert or update rebuilds
-- it; a deleted placement's card goes with it (the foreign key cascades).
CREATE FUNCTION placement_cards_of_placements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_placement_cards(array_agg(org_id), array_agg(id)) FROM changed_placements;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER placements_cards_inserted AFTER INSERT ON placements
  REFERENCING NEW TABLE AS changed_placements FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_placements();
--> statement-breakpoint
CREATE TRIGGER placements_cards_updated AFTER UPDATE ON placements
  REFERENCING NEW TABLE AS changed_placements FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_placements();
--> statement-breakpoint
-- The estimate columns a card shows (number, status, line facts, site); the line facts change through
-- migration 0004's triggers, which update estimates and so come here too.
CREATE FUNCTION placement_cards_of_estimates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_placement_cards(array_agg(p.org_id), array_agg(p.id))
  FROM changed_estimates n
  JOIN previous_estimates o ON o.org_id = n.org_id AND o.id = n.id
  JOIN placements p ON p.org_id = n.org_id AND p.estimate_id = n.id
  WHERE (n.number, n.status, n.line_total_cents, n.line_categories, n.lines_complete, n.site_id)
        IS DISTINCT FROM (o.number, o.status, o.line_total_cents, o.line_categories, o.lines_complete, o.site_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER estimates_cards_updated AFTER UPDATE ON estimates
  REFERENCING OLD TABLE AS previous_estimates NEW TABLE AS changed_estimates
  FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_estimates();
--> statement-breakpoint
-- Cards of every placement of work at the sites (org, id) named by the two arrays.
CREATE FUNCTION store_site_placement_cards(org_ids uuid[], site_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT store_placement_cards(array_agg(p.org_id), array_agg(p.id))
  FROM (SELECT DISTINCT t.org_id, t.site_id FROM unnest(org_ids, site_ids) AS t(org_id, site_id)) t
  JOIN estimates e ON e.org_id = t.org_id AND e.site_id = t.site_id
  JOIN placements p ON p.org_id = e.org_id AND p.estimate_id = e.id
$$;
--> statement-breakpoint
CREATE FUNCTION placement_cards_of_sites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_site_placement_cards(array_agg(n.org_id), array_agg(n.id))
  FROM changed_sites n JOIN previous_sites o ON o.org_id = n.org_id AND o.id = n.id
  WHERE (n.label, n.street, n.latitude, n.longitude) IS DISTINCT FROM (o.label, o.street, o.latitude, o.longitude);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sites_cards_updated AFTER UPDATE ON sites
  REFERENCING OLD TABLE AS previous_sites NEW TABLE AS changed_sites
  FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_sites();
--> statement-breakpoint
-- A site's districts: rows come and go as sites move and districts are drawn, reshaped or deleted
-- (deletes cascade here too). An update fires twice, for the rows before and after.
CREATE FUNCTION placement_cards_of_site_districts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_site_placement_cards(array_agg(org_id), array_agg(site_id)) FROM site_district_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_districts_cards_inserted AFTER INSERT ON site_districts
  REFERENCING NEW TABLE AS site_district_rows FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_site_districts();
--> statement-breakpoint
CREATE TRIGGER site_districts_cards_deleted AFTER DELETE ON site_districts
  REFERENCING OLD TABLE AS site_district_rows FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_site_districts();
--> statement-breakpoint
CREATE TRIGGER site_districts_cards_updated_from AFTER UPDATE ON site_districts
  REFERENCING OLD TABLE AS site_district_rows FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_site_districts();
--> statement-breakpoint
CREATE TRIGGER site_districts_cards_updated_to AFTER UPDATE ON site_districts
  REFERENCING NEW TABLE AS site_district_rows FOR EACH STATEMENT EXECUTE FUNCTION placement_cards_of_site_districts();
--> statement-breakpoint
-- The cards of the placements made before this migration.
INSERT INTO placement_cards (org_id, placement_id, work_json, latitude, longitude)
  SELECT org_id, placement_id, work_json, latitude, longitude FROM placement_card_source;
