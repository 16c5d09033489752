-- Keys for crews and marking work done (docs/decisions/crews.md). A key may be bound to one crew
-- (`crew_id`): it then reaches only that crew's days. Keys get a creation sequence for GET /keys'
-- cursor, and the time of their latest request. A line marked done through the API records when and
-- by which key (its name as it was then).
-- As in 0017: an upgrade's earlier migrations may leave deferred trigger events pending on the tables
-- altered here, and PostgreSQL refuses to alter a table with pending events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "crew_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "done_by" text;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "done_by_key_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_org_id_crew_id_crews_org_id_id_fk" FOREIGN KEY ("org_id","crew_id") REFERENCES "public"."crews"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_org_seq_idx" ON "api_keys" USING btree ("org_id","seq");--> statement-breakpoint
-- keys:write is new, and "all" meant all (as in 0008): a key holding every scope there was before it
-- gains it, so the demo key and keys made with --scopes all can make crew keys. A key made with some
-- scopes keeps exactly those.
UPDATE api_keys
SET scopes = array_append(scopes, 'keys:write')
WHERE NOT ('keys:write' = ANY (scopes))
  AND scopes @> ARRAY['customers:read', 'customers:write', 'sites:read', 'sites:write', 'inventory:read',
    'inventory:write', 'catalog:read', 'estimates:read', 'estimates:write', 'invoices:read', 'invoices:write',
    'schedule:read', 'schedule:write', 'routing:read', 'routing:write']::text[];
