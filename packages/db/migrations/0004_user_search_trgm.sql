-- Trigram indexes let the admin's user search match any substring or prefix of a name or an
-- address, case-insensitively, without reading every row (`lower(col) like '%term%'`).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (lower(coalesce("name", '')) gin_trgm_ops);
