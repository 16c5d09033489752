-- A replayed write answers with the headers of the first answer too: an action's Action-Id
-- (issue 43), so a client that lost the first answer can still offer its Undo.
ALTER TABLE "idempotency_records" ADD COLUMN "response_headers" jsonb;
