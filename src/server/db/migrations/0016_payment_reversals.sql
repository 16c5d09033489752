-- A payment recorded by mistake is reversed, not deleted: it stays on record with when and why, and counts
-- towards no balance. Existing payments stand (both null). The estimate index serves the invoice list's
-- estimateId filter and job-number search, voided invoices included (the live-estimate index skips them).
ALTER TABLE "invoice_payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
CREATE INDEX "invoices_org_estimate_seq_idx" ON "invoices" USING btree ("org_id","estimate_id","seq");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_reversal_check" CHECK (("invoice_payments"."reversed_at" IS NULL) = ("invoice_payments"."reversal_reason" IS NULL));