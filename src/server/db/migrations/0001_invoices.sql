CREATE TABLE "invoice_lines" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"estimate_line_id" uuid,
	"catalog_item_id" uuid,
	"description" text,
	"quantity" double precision NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_lines_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_payments_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"number" integer,
	"state" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"estimate_id" uuid,
	"currency_code" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"transaction_date" date NOT NULL,
	"due_date" date NOT NULL,
	"posted_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_reason" text,
	"first_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_org_id_invoice_id_invoices_org_id_id_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_org_id_invoice_id_invoices_org_id_id_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_org_id_customer_id_customers_org_id_id_fk" FOREIGN KEY ("org_id","customer_id") REFERENCES "public"."customers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_org_id_estimate_id_estimates_org_id_id_fk" FOREIGN KEY ("org_id","estimate_id") REFERENCES "public"."estimates"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_org_invoice_number_idx" ON "invoice_lines" USING btree ("org_id","invoice_id","line_number");--> statement-breakpoint
CREATE INDEX "invoice_payments_org_invoice_idx" ON "invoice_payments" USING btree ("org_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_seq_idx" ON "invoices" USING btree ("org_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_number_idx" ON "invoices" USING btree ("org_id","number");--> statement-breakpoint
CREATE INDEX "invoices_org_customer_seq_idx" ON "invoices" USING btree ("org_id","customer_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_live_estimate_idx" ON "invoices" USING btree ("org_id","estimate_id") WHERE "invoices"."state" <> 'voided';