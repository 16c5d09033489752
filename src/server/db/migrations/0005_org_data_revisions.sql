CREATE TABLE "org_data_revisions" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- An organization's data revision advances once per committing transaction that changed its business
-- rows, so a cached read (src/server/read-cache) is served only while nothing it could show has
-- changed. The triggers are deferred to commit: the revision row is locked last and briefly, never
-- while a transaction still waits for a crew-day, and the new revision is visible with the data.
-- Bookkeeping tables (keys, idempotency, rate limits, counters, events, route jobs and meter) and the
-- field inventory (trees, photos, notes), which no cached read shows, have no trigger.
CREATE FUNCTION advance_org_data_revision(changed_org uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- Set for the rest of the transaction once this organization's revision has advanced.
  advanced text := 'canopy.revision_advanced_' || replace(changed_org::text, '-', '');
BEGIN
  IF current_setting(advanced, true) IS DISTINCT FROM 'yes' THEN
    INSERT INTO org_data_revisions AS r (org_id, revision) VALUES (changed_org, 1)
      ON CONFLICT (org_id) DO UPDATE SET revision = r.revision + 1;
    PERFORM set_config(advanced, 'yes', true);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION note_org_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM advance_org_data_revision(CASE WHEN TG_OP = 'DELETE' THEN OLD.org_id ELSE NEW.org_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION note_organization_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM advance_org_data_revision(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organizations_revision AFTER INSERT OR UPDATE OR DELETE ON organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_organization_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER crews_revision AFTER INSERT OR UPDATE OR DELETE ON crews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER crew_members_revision AFTER INSERT OR UPDATE OR DELETE ON crew_members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_revision AFTER INSERT OR UPDATE OR DELETE ON customers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sites_revision AFTER INSERT OR UPDATE OR DELETE ON sites
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER site_districts_revision AFTER INSERT OR UPDATE OR DELETE ON site_districts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER districts_revision AFTER INSERT OR UPDATE OR DELETE ON districts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_items_revision AFTER INSERT OR UPDATE OR DELETE ON catalog_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER estimates_revision AFTER INSERT OR UPDATE OR DELETE ON estimates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER estimate_lines_revision AFTER INSERT OR UPDATE OR DELETE ON estimate_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER placements_revision AFTER INSERT OR UPDATE OR DELETE ON placements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER routes_revision AFTER INSERT OR UPDATE OR DELETE ON routes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER appointments_revision AFTER INSERT OR UPDATE OR DELETE ON appointments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_revision AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER time_entries_revision AFTER INSERT OR UPDATE OR DELETE ON time_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_revision AFTER INSERT OR UPDATE OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoice_lines_revision AFTER INSERT OR UPDATE OR DELETE ON invoice_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoice_payments_revision AFTER INSERT OR UPDATE OR DELETE ON invoice_payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_org_data_change();
