CREATE TABLE "dashboard_activity_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"accesses" integer DEFAULT 0 NOT NULL,
	"captures" integer DEFAULT 0 NOT NULL,
	"tasks_done" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_activity_days_counts_check" CHECK ("dashboard_activity_days"."accesses" >= 0 and "dashboard_activity_days"."captures" >= 0 and "dashboard_activity_days"."tasks_done" >= 0 and "dashboard_activity_days"."entries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dashboard_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"widgets" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_activity_days" ADD CONSTRAINT "dashboard_activity_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_activity_days" ADD CONSTRAINT "dashboard_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_activity_days_person_day_key" ON "dashboard_activity_days" USING btree ("workspace_id","user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_layouts_person_key" ON "dashboard_layouts" USING btree ("workspace_id","user_id");--> statement-breakpoint
-- Backfill (the dashboard counts from the domain events from now on): the heatmap of the work
-- recorded before this migration, from the rows that recorded it, on the day of each in the
-- person's zone (America/Sao_Paulo unless their settings say otherwise). A task counts for
-- who created it: who completed it was never recorded. Keyed like the events' upsert.
INSERT INTO "dashboard_activity_days" ("workspace_id", "user_id", "day", "accesses", "captures", "tasks_done", "entries")
SELECT w.workspace_id, w.user_id, (w.at AT TIME ZONE coalesce(ps.time_zone, 'America/Sao_Paulo'))::date AS day,
       least(sum(w.accesses), 1)::int, sum(w.captures)::int, sum(w.tasks_done)::int, sum(w.entries)::int
FROM (
  SELECT workspace_id, user_id, (day::timestamp AT TIME ZONE 'America/Sao_Paulo') + interval '12 hours' AS at, 1 AS accesses, 0 AS captures, 0 AS tasks_done, 0 AS entries
    FROM "daily_accesses" WHERE workspace_id IS NOT NULL
  UNION ALL
  SELECT workspace_id, created_by, created_at, 0, 1, 0, 0 FROM "flow_items" WHERE created_by IS NOT NULL
  UNION ALL
  SELECT workspace_id, created_by, completed_at, 0, 0, 1, 0 FROM "flow_tasks" WHERE created_by IS NOT NULL AND completed_at IS NOT NULL
  UNION ALL
  SELECT workspace_id, created_by, created_at, 0, 0, 0, 1 FROM "finance_entries" WHERE created_by IS NOT NULL
) w
LEFT JOIN "person_settings" ps ON ps.user_id = w.user_id
GROUP BY w.workspace_id, w.user_id, 3
ON CONFLICT ("workspace_id", "user_id", "day") DO NOTHING;
