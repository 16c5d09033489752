-- E-mails to customers and their send queue (issue 42, docs/decisions/runtime.md "The mail queue"):
-- one row per message, leased by the mail worker as route_jobs rows are by the route worker.
CREATE TABLE "messages" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"estimate_id" uuid,
	"invoice_id" uuid,
	"attachment" bytea,
	"attachment_name" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"available_at" timestamp with time zone NOT NULL,
	"lease_id" uuid,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "messages_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" IN ('waiting', 'delivered', 'failed')),
	CONSTRAINT "messages_one_record_check" CHECK (("messages"."estimate_id" IS NULL) <> ("messages"."invoice_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_org_seq_idx" ON "messages" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("available_at") WHERE status = 'waiting';
