-- An upgrade runs every pending migration in one transaction: an earlier one's UPDATE of estimates
-- leaves the deferred revision trigger's events pending, and PostgreSQL refuses to index a table
-- with pending trigger events. Firing them now lets the index be built.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "estimates_live_idx" ON "estimates" USING btree ("org_id","id") WHERE status = 'accepted' AND NOT lines_complete;
