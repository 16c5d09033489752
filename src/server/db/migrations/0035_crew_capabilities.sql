-- What each crew can do (issue 44): the catalog service categories it takes (null: every one, the
-- default, so existing crews keep taking all work) and the districts it prefers (a preference the
-- planner weighs, never a rule). See docs/decisions/crews.md "Crew capabilities".
ALTER TABLE "crews" ADD COLUMN "service_categories" text[];--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "home_district_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
