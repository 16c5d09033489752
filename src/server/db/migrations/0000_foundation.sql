CREATE TABLE "api_keys" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"label" text,
	"key_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_keys_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"work_type_hint" text,
	"dbh_min_in" double precision,
	"dbh_max_in" double precision,
	"renewal_interval_months" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_items_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "counters_org_id_name_pk" PRIMARY KEY("org_id","name")
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crew_members_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"day_start_minutes" integer,
	"day_end_minutes" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crews_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "estimate_lines" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"description" text,
	"coverage" text,
	"quantity" double precision NOT NULL,
	"unit_price_cents" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"catalog_item_id" uuid,
	"site_id" uuid,
	"tree_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"estimated_hours" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "estimate_lines_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"site_id" uuid NOT NULL,
	"customer_id" uuid,
	"origin" text NOT NULL,
	"narrative" text,
	"expected_days" integer,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "estimates_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"org_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"site_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"tree_id" uuid,
	"transcript" text NOT NULL,
	"estimated_cost_cents" integer,
	"client_notes" text,
	"health" text,
	"defects" text[] DEFAULT '{}'::text[] NOT NULL,
	"observations" text[] DEFAULT '{}'::text[] NOT NULL,
	"recommendations" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentioned_trees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_seconds" double precision,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notes_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"origin_label" text,
	"origin_lat" double precision,
	"origin_lng" double precision,
	"estimate_validity_days" integer DEFAULT 30 NOT NULL,
	"placeholder_hours" double precision DEFAULT 2 NOT NULL,
	"freeze_hours" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"org_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_org_id_key_id_window_start_pk" PRIMARY KEY("org_id","key_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"customer_id" uuid NOT NULL,
	"label" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sites_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "tree_photos" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"tree_id" uuid NOT NULL,
	"category" text NOT NULL,
	"caption" text,
	"has_markup" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text,
	"content_type" text DEFAULT 'image/png' NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tree_photos_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "trees" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"common_name" text,
	"scientific_name" text,
	"species_confidence" double precision,
	"species_source" text NOT NULL,
	"dbh_inches" double precision,
	"dbh_confidence" double precision,
	"height_feet" double precision,
	"height_confidence" double precision,
	"canopy_spread_feet" double precision,
	"canopy_confidence" double precision,
	"trunk_count" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"health_condition" text,
	"hazard_rating" double precision,
	"risk_assessment" text,
	"defects" text[] DEFAULT '{}'::text[] NOT NULL,
	"observations" text[] DEFAULT '{}'::text[] NOT NULL,
	"recommendations" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"gps_accuracy_meters" double precision,
	"captured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trees_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_org_id_crew_id_crews_org_id_id_fk" FOREIGN KEY ("org_id","crew_id") REFERENCES "public"."crews"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_org_id_estimate_id_estimates_org_id_id_fk" FOREIGN KEY ("org_id","estimate_id") REFERENCES "public"."estimates"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_org_id_catalog_item_id_catalog_items_org_id_id_fk" FOREIGN KEY ("org_id","catalog_item_id") REFERENCES "public"."catalog_items"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_org_id_site_id_sites_org_id_id_fk" FOREIGN KEY ("org_id","site_id") REFERENCES "public"."sites"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_org_id_customer_id_customers_org_id_id_fk" FOREIGN KEY ("org_id","customer_id") REFERENCES "public"."customers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_org_id_site_id_sites_org_id_id_fk" FOREIGN KEY ("org_id","site_id") REFERENCES "public"."sites"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_org_id_customer_id_customers_org_id_id_fk" FOREIGN KEY ("org_id","customer_id") REFERENCES "public"."customers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_photos" ADD CONSTRAINT "tree_photos_org_id_tree_id_trees_org_id_id_fk" FOREIGN KEY ("org_id","tree_id") REFERENCES "public"."trees"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trees" ADD CONSTRAINT "trees_org_id_site_id_sites_org_id_id_fk" FOREIGN KEY ("org_id","site_id") REFERENCES "public"."sites"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_id_idx" ON "api_keys" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_items_org_seq_idx" ON "catalog_items" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "crew_members_org_crew_idx" ON "crew_members" USING btree ("org_id","crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_org_seq_idx" ON "customers" USING btree ("org_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_lines_org_estimate_number_idx" ON "estimate_lines" USING btree ("org_id","estimate_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_org_number_idx" ON "estimates" USING btree ("org_id","number");--> statement-breakpoint
CREATE INDEX "estimates_org_status_accepted_idx" ON "estimates" USING btree ("org_id","status","accepted_at");--> statement-breakpoint
CREATE INDEX "estimates_org_site_idx" ON "estimates" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "idempotency_expiry_idx" ON "idempotency_records" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notes_org_site_idx" ON "notes" USING btree ("org_id","site_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_org_seq_idx" ON "sites" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "sites_org_customer_seq_idx" ON "sites" USING btree ("org_id","customer_id","seq");--> statement-breakpoint
CREATE INDEX "tree_photos_org_tree_idx" ON "tree_photos" USING btree ("org_id","tree_id","captured_at");--> statement-breakpoint
CREATE INDEX "trees_org_site_idx" ON "trees" USING btree ("org_id","site_id","captured_at");