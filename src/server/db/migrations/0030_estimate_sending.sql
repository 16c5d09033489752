-- What sending, handing over, declining and accepting online record on the estimate (issue 42,
-- docs/decisions/estimates-and-invoices.md "Sending" and "Acceptance online").
ALTER TABLE "estimates" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "sent_how" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "declined_reason" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "accepted_by_name" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "accepted_from_ip" text;
