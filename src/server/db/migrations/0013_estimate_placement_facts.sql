DROP INDEX "estimates_queue_candidates_idx";--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "work_placed_hours" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "work_placements" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "work_days_from" date;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "work_waiting" boolean GENERATED ALWAYS AS (NOT lines_complete AND ((line_hours IS NOT NULL AND round(round(line_hours::numeric, 2) - work_placed_hours, 2) > 0) OR (line_hours IS NULL AND work_placements = 0))) STORED NOT NULL;--> statement-breakpoint
-- Adds each change (organization, estimate, hours, placements, day) to its estimate's stored facts,
-- summed per estimate first: hours and placements are added, the day lowers work_days_from (a
-- removal passes no day). An estimate whose changes cancel out (a reorder) is not written.
CREATE FUNCTION add_estimate_placement_facts(org_ids uuid[], estimate_ids uuid[], hours numeric[], counts int[], days date[])
RETURNS void LANGUAGE sql AS $$
  UPDATE estimates e
  SET work_placed_hours = e.work_placed_hours + d.hours, work_placements = e.work_placements + d.placements,
      work_days_from = least(e.work_days_from, d.earliest)
  FROM (SELECT t.org_id, t.estimate_id, sum(t.hours) AS hours, sum(t.placements)::int AS placements, min(t.day) AS earliest
        FROM unnest(org_ids, estimate_ids, hours, counts, days) AS t(org_id, estimate_id, hours, placements, day)
        GROUP BY t.org_id, t.estimate_id) d
  WHERE e.org_id = d.org_id AND e.id = d.estimate_id
    AND (d.hours <> 0 OR d.placements <> 0 OR d.earliest < coalesce(e.work_days_from, 'infinity'::date))
$$;
--> statement-breakpoint
-- A statement's placements of the work itself (program rounds aside), added and removed, go to
-- their estimates' facts as changes, not as a recount: `SET x = x + change` is evaluated again on the
-- row version a concurrent writer committed, so two transactions changing one estimate's placements
-- both count whatever locks they took.
CREATE FUNCTION estimate_placement_facts_of_placements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_estimate_placement_facts(array_agg(a.org_id), array_agg(a.estimate_id),
                                         array_agg(coalesce(a.planned_hours::numeric, 0)), array_agg(1), array_agg(a.scheduled_date))
    FROM added_placements a WHERE a.line_item_id IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_estimate_placement_facts(array_agg(r.org_id), array_agg(r.estimate_id),
                                         array_agg(-coalesce(r.planned_hours::numeric, 0)), array_agg(-1), array_agg(NULL::date))
    FROM removed_placements r WHERE r.line_item_id IS NULL;
  ELSE
    PERFORM add_estimate_placement_facts(array_agg(c.org_id), array_agg(c.estimate_id), array_agg(c.hours),
                                         array_agg(c.placements), array_agg(c.day))
    FROM (SELECT a.org_id, a.estimate_id, coalesce(a.planned_hours::numeric, 0) AS hours, 1 AS placements, a.scheduled_date AS day
          FROM added_placements a WHERE a.line_item_id IS NULL
          UNION ALL
          SELECT r.org_id, r.estimate_id, -coalesce(r.planned_hours::numeric, 0), -1, NULL::date
          FROM removed_placements r WHERE r.line_item_id IS NULL) c;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER placements_estimate_facts_inserted AFTER INSERT ON placements
  REFERENCING NEW TABLE AS added_placements FOR EACH STATEMENT EXECUTE FUNCTION estimate_placement_facts_of_placements();
--> statement-breakpoint
CREATE TRIGGER placements_estimate_facts_updated AFTER UPDATE ON placements
  REFERENCING OLD TABLE AS removed_placements NEW TABLE AS added_placements
  FOR EACH STATEMENT EXECUTE FUNCTION estimate_placement_facts_of_placements();
--> statement-breakpoint
CREATE TRIGGER placements_estimate_facts_deleted AFTER DELETE ON placements
  REFERENCING OLD TABLE AS removed_placements FOR EACH STATEMENT EXECUTE FUNCTION estimate_placement_facts_of_placements();
--> statement-breakpoint
CREATE INDEX "estimates_queue_candidates_idx" ON "estimates" USING btree ("org_id","accepted_at","number","id","site_id","line_hours","lines_complete","has_program_lines","line_categories","work_waiting","work_days_from") WHERE status = 'accepted';--> statement-breakpoint
-- Existing placements, counted once (after the index: these updates leave the deferred revision
-- triggers of estimates pending, and PostgreSQL makes no index on a table with pending trigger events).
UPDATE estimates e SET work_placed_hours = f.hours, work_placements = f.placements, work_days_from = f.earliest
FROM (SELECT p.org_id, p.estimate_id, coalesce(sum(p.planned_hours::numeric), 0) AS hours, count(*)::int AS placements,
             min(p.scheduled_date) AS earliest
      FROM placements p WHERE p.line_item_id IS NULL GROUP BY p.org_id, p.estimate_id) f
WHERE e.org_id = f.org_id AND e.id = f.estimate_id;
