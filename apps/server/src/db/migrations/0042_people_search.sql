-- The people list's `q` (a substring anywhere) reads a trigram index. pg_trgm is a trusted
-- contrib extension (PostgreSQL 13+), like unaccent in 0027.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "people_workspace_contact_idx";--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_workspace_contact_idx" ON "people" USING btree ("workspace_id","last_contact_at" NULLS FIRST,"id");