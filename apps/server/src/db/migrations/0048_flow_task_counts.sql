ALTER TABLE "flow_tasks" ADD COLUMN "checklist_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD COLUMN "checklist_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counts of the tasks that exist, once; from here on the triggers below keep them.
UPDATE "flow_tasks" t SET "checklist_done" = c.done, "checklist_total" = c.total
  FROM (SELECT task_id, count(*) FILTER (WHERE done)::int AS done, count(*)::int AS total
          FROM "flow_checklist_items" GROUP BY task_id) c
 WHERE c.task_id = t.id;
--> statement-breakpoint
UPDATE "flow_tasks" t SET "comment_count" = c.n
  FROM (SELECT task_id, count(*)::int AS n FROM "flow_comments" GROUP BY task_id) c
 WHERE c.task_id = t.id;
--> statement-breakpoint
-- Only the count triggers write the counts. A new task starts at 0 (a restored task's
-- snapshot carries its old counts, and its items are inserted again after it); an update from
-- a statement (pg_trigger_depth() = 1) keeps the old counts, so a row written back whole
-- cannot undo a count a concurrent transaction added.
CREATE FUNCTION flow_tasks_counts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.checklist_done := 0;
    NEW.checklist_total := 0;
    NEW.comment_count := 0;
  ELSIF pg_trigger_depth() = 1 THEN
    NEW.checklist_done := OLD.checklist_done;
    NEW.checklist_total := OLD.checklist_total;
    NEW.comment_count := OLD.comment_count;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER flow_tasks_counts_guard BEFORE INSERT OR UPDATE ON "flow_tasks" FOR EACH ROW EXECUTE FUNCTION flow_tasks_counts_guard();
--> statement-breakpoint
-- Per statement, from its transition tables: a bulk insert (a template, a restore) is one
-- update per task, not one per item. Counts change by deltas (count = count + n), which
-- PostgreSQL re-applies to the latest row when two transactions change one task's items at
-- once; recounting from a snapshot would lose the other transaction's items.
CREATE FUNCTION flow_checklist_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "flow_tasks" t SET checklist_total = t.checklist_total + d.total, checklist_done = t.checklist_done + d.done
      FROM (SELECT task_id, count(*)::int AS total, count(*) FILTER (WHERE done)::int AS done
              FROM new_rows GROUP BY task_id) d
     WHERE t.id = d.task_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "flow_tasks" t SET checklist_total = t.checklist_total - d.total, checklist_done = t.checklist_done - d.done
      FROM (SELECT task_id, count(*)::int AS total, count(*) FILTER (WHERE done)::int AS done
              FROM old_rows GROUP BY task_id) d
     WHERE t.id = d.task_id;
  ELSE
    UPDATE "flow_tasks" t SET checklist_total = t.checklist_total + d.total, checklist_done = t.checklist_done + d.done
      FROM (SELECT task_id, sum(total)::int AS total, sum(done)::int AS done
              FROM (SELECT task_id, 1 AS total, done::int AS done FROM new_rows
                    UNION ALL
                    SELECT task_id, -1, -(done::int) FROM old_rows) x
             GROUP BY task_id
            HAVING sum(total) <> 0 OR sum(done) <> 0) d
     WHERE t.id = d.task_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER flow_checklist_counts_insert AFTER INSERT ON "flow_checklist_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_checklist_counts();
--> statement-breakpoint
CREATE TRIGGER flow_checklist_counts_delete AFTER DELETE ON "flow_checklist_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_checklist_counts();
--> statement-breakpoint
CREATE TRIGGER flow_checklist_counts_update AFTER UPDATE ON "flow_checklist_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_checklist_counts();
--> statement-breakpoint
CREATE FUNCTION flow_comment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "flow_tasks" t SET comment_count = t.comment_count + d.n
      FROM (SELECT task_id, count(*)::int AS n FROM new_rows GROUP BY task_id) d
     WHERE t.id = d.task_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "flow_tasks" t SET comment_count = t.comment_count - d.n
      FROM (SELECT task_id, count(*)::int AS n FROM old_rows GROUP BY task_id) d
     WHERE t.id = d.task_id;
  ELSE
    UPDATE "flow_tasks" t SET comment_count = t.comment_count + d.n
      FROM (SELECT task_id, sum(n)::int AS n
              FROM (SELECT task_id, 1 AS n FROM new_rows
                    UNION ALL
                    SELECT task_id, -1 FROM old_rows) x
             GROUP BY task_id HAVING sum(n) <> 0) d
     WHERE t.id = d.task_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER flow_comment_counts_insert AFTER INSERT ON "flow_comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_comment_counts();
--> statement-breakpoint
CREATE TRIGGER flow_comment_counts_delete AFTER DELETE ON "flow_comments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_comment_counts();
--> statement-breakpoint
CREATE TRIGGER flow_comment_counts_update AFTER UPDATE ON "flow_comments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_comment_counts();
