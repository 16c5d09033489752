-- Visit notices and message templates (issue 42 items 5 and 6, docs/decisions/messages.md): the
-- organization's notice policy, each message's kind and the day a visit notice tells, one pending
-- notice per job, and the organizations' own words for each kind of message.
CREATE TABLE "message_templates" (
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_templates_org_id_kind_pk" PRIMARY KEY("org_id","kind")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "visit_notices" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text;--> statement-breakpoint
-- The messages sent before templates were documents: each is named by the record it carries.
UPDATE "messages" SET "kind" = CASE WHEN "estimate_id" IS NOT NULL THEN 'estimate' ELSE 'invoice' END;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "visit_day" date;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_one_pending_visit_idx" ON "messages" USING btree ("org_id","estimate_id") WHERE kind IN ('visitScheduled', 'visitMoved', 'visitCanceled') AND status = 'waiting' AND attempts = 0;--> statement-breakpoint
CREATE INDEX "messages_visit_estimate_idx" ON "messages" USING btree ("org_id","estimate_id","seq") WHERE kind IN ('visitScheduled', 'visitMoved', 'visitCanceled');--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_visit_notices_check" CHECK ("organizations"."visit_notices" IN ('off', 'ask', 'automatic'));
