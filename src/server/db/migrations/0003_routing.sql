CREATE TABLE "route_jobs" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"lease_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "route_jobs_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "route_jobs_one_per_route" UNIQUE("org_id","route_id")
);
--> statement-breakpoint
CREATE TABLE "route_optimize_meter" (
	"org_id" uuid NOT NULL,
	"month" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "route_optimize_meter_org_id_month_pk" PRIMARY KEY("org_id","month")
);
--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "plan_control_version" integer;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "optimized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "failed_control_version" integer;--> statement-breakpoint
ALTER TABLE "route_jobs" ADD CONSTRAINT "route_jobs_org_id_route_id_routes_org_id_id_fk" FOREIGN KEY ("org_id","route_id") REFERENCES "public"."routes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_jobs_due_idx" ON "route_jobs" USING btree ("available_at");