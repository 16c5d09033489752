-- Plans of the queue (issue 44): what POST /schedule/plans proposed, the crew-day versions it read
-- (accept is guarded by them) and, once accepted, what it placed and each day's order before (undo).
-- See docs/decisions/scheduling.md "Planner".
CREATE TABLE "schedule_plans" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"proposals" jsonb NOT NULL,
	"versions" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"acceptance" jsonb,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_plans_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE INDEX "schedule_plans_org_expires_idx" ON "schedule_plans" USING btree ("org_id","expires_at");
