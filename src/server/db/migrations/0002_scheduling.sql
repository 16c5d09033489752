CREATE TABLE "appointments" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"estimate_id" uuid,
	"assignee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_minutes" integer,
	"duration_minutes" integer,
	"title" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointments_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"boundary" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "districts_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"org_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_org_id_seq_pk" PRIMARY KEY("org_id","seq")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"crew_id" uuid,
	"scheduled_date" date NOT NULL,
	"sort_order" integer NOT NULL,
	"note" text,
	"planned_hours" double precision,
	"line_item_id" uuid,
	"round" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "placements_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "placements_one_job_per_crew_day" UNIQUE NULLS NOT DISTINCT("org_id","crew_id","scheduled_date","estimate_id")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"crew_id" uuid,
	"day" date NOT NULL,
	"order_mode" text DEFAULT 'automatic' NOT NULL,
	"order_source" text DEFAULT 'schedule' NOT NULL,
	"control_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "routes_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "routes_one_per_crew_day" UNIQUE NULLS NOT DISTINCT("org_id","crew_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_districts" (
	"org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	CONSTRAINT "site_districts_org_id_site_id_district_id_pk" PRIMARY KEY("org_id","site_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "time_entries_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_org_id_site_id_sites_org_id_id_fk" FOREIGN KEY ("org_id","site_id") REFERENCES "public"."sites"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_org_id_assignee_id_users_org_id_id_fk" FOREIGN KEY ("org_id","assignee_id") REFERENCES "public"."users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_org_id_estimate_id_estimates_org_id_id_fk" FOREIGN KEY ("org_id","estimate_id") REFERENCES "public"."estimates"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_org_id_crew_id_crews_org_id_id_fk" FOREIGN KEY ("org_id","crew_id") REFERENCES "public"."crews"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_org_id_crew_id_crews_org_id_id_fk" FOREIGN KEY ("org_id","crew_id") REFERENCES "public"."crews"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_districts" ADD CONSTRAINT "site_districts_org_id_site_id_sites_org_id_id_fk" FOREIGN KEY ("org_id","site_id") REFERENCES "public"."sites"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_districts" ADD CONSTRAINT "site_districts_org_id_district_id_districts_org_id_id_fk" FOREIGN KEY ("org_id","district_id") REFERENCES "public"."districts"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_org_id_placement_id_placements_org_id_id_fk" FOREIGN KEY ("org_id","placement_id") REFERENCES "public"."placements"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_org_id_crew_member_id_crew_members_org_id_id_fk" FOREIGN KEY ("org_id","crew_member_id") REFERENCES "public"."crew_members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_org_day_idx" ON "appointments" USING btree ("org_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_org_name_idx" ON "districts" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "placements_org_day_crew_idx" ON "placements" USING btree ("org_id","scheduled_date","crew_id","sort_order");--> statement-breakpoint
CREATE INDEX "placements_org_estimate_idx" ON "placements" USING btree ("org_id","estimate_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "site_districts_org_district_idx" ON "site_districts" USING btree ("org_id","district_id","site_id");--> statement-breakpoint
CREATE INDEX "time_entries_org_placement_idx" ON "time_entries" USING btree ("org_id","placement_id");