-- Nexos never dangle: a deleted record takes its links with it, in the deleting statement's
-- own transaction. Triggers rather than bus handlers on the deleted events: cascades (a list's
-- tasks, a workspace's records) and merges (people, chat contacts) delete rows without an
-- event of their own. Statement-level with a transition table, so a bulk delete is two
-- set-based deletes on nexos, not one per row. A new linkable table gets its trigger in a new
-- migration (nexos.test.ts checks every registered kind has one):
--   CREATE TRIGGER nexos_forget AFTER DELETE ON <table> REFERENCING OLD TABLE AS gone
--     FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('<kind>');
CREATE FUNCTION nexos_forget_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM nexos n USING gone g WHERE n.a_kind = TG_ARGV[0] AND n.a_id = g.id;
  DELETE FROM nexos n USING gone g WHERE n.b_kind = TG_ARGV[0] AND n.b_id = g.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "flow_lists" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('lista');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "flow_processes" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('processo');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "flow_tasks" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('tarefa');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "mind_maps" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('mapa');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "publications" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('publicacao');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "pages" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('pagina');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "products" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('produto');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "people" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('pessoa');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "finance_entries" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('lancamento');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "gamification_games" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('jogo');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "chat_contacts" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('contato');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "hubs" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('hub');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "codices" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('codex');
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "codex_entries" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted('entrada-codex');
