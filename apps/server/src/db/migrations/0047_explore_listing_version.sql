-- The explore feed's ranking is cached for a few seconds (explore/feed-ranking.ts) under the
-- value of this sequence: any change to what may be listed, or where it ranks (status,
-- visibility, hiding, publishing time, editorial pick), draws a new value at commit, so the
-- next read on every instance ranks afresh. A sequence, not a counter row: nextval takes no
-- lock, so publishers in different workspaces never wait on each other. Deferred constraint
-- triggers run at commit, so a reader cannot see the new value long before the new rows.
CREATE SEQUENCE explore_listing_version;
--> statement-breakpoint
CREATE FUNCTION explore_listing_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('explore_listing_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER explore_listing_changed AFTER INSERT OR DELETE OR UPDATE OF "status", "visibility", "hidden_at", "published_at", "picked_at" ON "publications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION explore_listing_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER explore_listing_changed AFTER INSERT OR DELETE OR UPDATE OF "status", "visibility", "hidden_at", "published_at", "picked_at" ON "pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION explore_listing_bump();
