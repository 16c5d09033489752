-- The action journal (issue 43): what each undoable board write changed, written in that write's
-- transaction, so one request can take the action back in one transaction (docs/decisions/board.md
-- "Undo on the server"). Purged by housekeeping after 24 hours and past the per-organization cap.
CREATE TABLE "action_journal" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"undoes" uuid,
	"undone_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "action_journal_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE INDEX "action_journal_org_seq_idx" ON "action_journal" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "action_journal_created_idx" ON "action_journal" USING btree ("created_at");
