-- The unit the SPA words distances in. Every organization, those made before this column too,
-- reads miles (the default) until an operator sets km: the product's market is the US (docs/decisions/).
ALTER TABLE "organizations" ADD COLUMN "distance_unit" text DEFAULT 'mi' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_distance_unit_check" CHECK ("organizations"."distance_unit" IN ('mi', 'km'));