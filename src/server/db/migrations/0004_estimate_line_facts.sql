ALTER TABLE "estimates" ADD COLUMN "line_hours" double precision;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "lines_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "line_total_cents" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "line_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "has_program_lines" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Recomputes the line facts of every estimate a statement on estimate_lines touched (the transition
-- table changed_lines). The total mirrors estimateTotals (Math.round of quantity x price, priced lines
-- only); test/server/schedule/board-figures.test.ts holds the two to the same answers.
CREATE FUNCTION refresh_estimate_line_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE estimates e
  SET line_hours = f.hours, lines_complete = f.complete, line_total_cents = f.total_cents, line_categories = f.categories,
      has_program_lines = f.has_program_lines
  FROM (
    SELECT c.org_id, c.estimate_id,
           sum(l.estimated_hours) AS hours,
           count(l.id) > 0 AND coalesce(bool_and(l.status = 'done'), false) AS complete,
           coalesce(sum(floor(l.quantity * l.unit_price_cents + 0.5)), 0) AS total_cents,
           coalesce(array_agg(DISTINCT ci.category ORDER BY ci.category) FILTER (WHERE ci.category IS NOT NULL), '{}') AS categories,
           coalesce(bool_or(ci.renewal_interval_months IS NOT NULL), false) AS has_program_lines
    FROM (SELECT DISTINCT org_id, estimate_id FROM changed_lines) c
    LEFT JOIN estimate_lines l ON l.org_id = c.org_id AND l.estimate_id = c.estimate_id
    LEFT JOIN catalog_items ci ON ci.org_id = l.org_id AND ci.id = l.catalog_item_id
    GROUP BY c.org_id, c.estimate_id) f
  WHERE e.org_id = f.org_id AND e.id = f.estimate_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER estimate_lines_inserted AFTER INSERT ON estimate_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION refresh_estimate_line_facts();
--> statement-breakpoint
CREATE TRIGGER estimate_lines_updated AFTER UPDATE ON estimate_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION refresh_estimate_line_facts();
--> statement-breakpoint
CREATE TRIGGER estimate_lines_deleted AFTER DELETE ON estimate_lines
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION refresh_estimate_line_facts();
--> statement-breakpoint
-- Existing estimates: the triggers fire on any line change, so touching every line fills them in.
UPDATE estimate_lines SET quantity = quantity;
