-- A task moved to the trash keeps its nexos, so restoring it (same id) brings them back:
-- deleting a flow_tasks row forgets only the links of tasks that did not go to the trash
-- (moveToTrash writes the trash row before deleting the task). The links go for good when
-- the trash row goes without the task coming back: the 30-day purge, or the list (or the
-- workspace) deleted with its trash. While in the trash the task resolves as missing, and
-- the nexos service leaves links with a missing end out of lists and graphs.
CREATE FUNCTION nexos_forget_deleted_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM nexos n USING gone g WHERE n.a_kind = 'tarefa' AND n.a_id = g.id
    AND NOT EXISTS (SELECT 1 FROM flow_task_trash t WHERE t.task_id = g.id);
  DELETE FROM nexos n USING gone g WHERE n.b_kind = 'tarefa' AND n.b_id = g.id
    AND NOT EXISTS (SELECT 1 FROM flow_task_trash t WHERE t.task_id = g.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trash row gone while its task is not live again (a restore inserts the task first).
CREATE FUNCTION nexos_forget_purged_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM nexos n USING gone g WHERE n.a_kind = 'tarefa' AND n.a_id = g.task_id
    AND NOT EXISTS (SELECT 1 FROM flow_tasks t WHERE t.id = g.task_id);
  DELETE FROM nexos n USING gone g WHERE n.b_kind = 'tarefa' AND n.b_id = g.task_id
    AND NOT EXISTS (SELECT 1 FROM flow_tasks t WHERE t.id = g.task_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Same name and argument as the other tables' triggers (nexos.test.ts reads them), new function.
DROP TRIGGER nexos_forget ON "flow_tasks";
--> statement-breakpoint
CREATE TRIGGER nexos_forget AFTER DELETE ON "flow_tasks" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_deleted_task('tarefa');
--> statement-breakpoint
CREATE TRIGGER nexos_forget_trash AFTER DELETE ON "flow_task_trash" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION nexos_forget_purged_task();
