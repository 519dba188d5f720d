CREATE TABLE "flow_counters" (
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "flow_counters_workspace_id_name_pk" PRIMARY KEY("workspace_id","name"),
	CONSTRAINT "flow_counters_name_check" CHECK ("flow_counters"."name" in ('inbox'))
);
--> statement-breakpoint
CREATE TABLE "flow_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"content" text NOT NULL,
	"stage" text DEFAULT 'collected' NOT NULL,
	"due_at" timestamp (3) with time zone,
	"priority" text,
	"size" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"someday" boolean DEFAULT false NOT NULL,
	"task_id" uuid,
	"card_id" uuid,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"stage_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp (3) with time zone,
	"collected_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"left_collected_at" timestamp (3) with time zone,
	CONSTRAINT "flow_items_stage_check" CHECK ("flow_items"."stage" in ('collected', 'separated', 'canceled', 'archived')),
	CONSTRAINT "flow_items_priority_check" CHECK ("flow_items"."priority" in ('critical', 'high', 'medium', 'normal', 'low')),
	CONSTRAINT "flow_items_size_check" CHECK ("flow_items"."size" in ('PP', 'P', 'M', 'G', 'GG', 'XG')),
	CONSTRAINT "flow_items_content_check" CHECK (char_length("flow_items"."content") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "flow_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	"code_prefix" text NOT NULL,
	"code_width" integer NOT NULL,
	"code_suffix" text DEFAULT '' NOT NULL,
	"code_last_number" integer DEFAULT 0 NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"formulas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_lists_code_prefix_check" CHECK ("flow_lists"."code_prefix" ~ '^[A-Z0-9]{1,10}$'),
	CONSTRAINT "flow_lists_code_suffix_check" CHECK ("flow_lists"."code_suffix" ~ '^[A-Z0-9]{0,10}$'),
	CONSTRAINT "flow_lists_code_width_check" CHECK ("flow_lists"."code_width" between 1 and 10),
	CONSTRAINT "flow_lists_code_last_number_check" CHECK ("flow_lists"."code_last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flow_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_checklist_items_text_check" CHECK (char_length("flow_checklist_items"."text") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "flow_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_comments_body_check" CHECK (char_length("flow_comments"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "flow_task_assignees" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	CONSTRAINT "flow_task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "flow_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"status_rank" smallint GENERATED ALWAYS AS (case "status" when 'todo' then 0 when 'doing' then 1 when 'done' then 2 when 'canceled' then 3 when 'archived' then 4 end) STORED,
	"priority" text DEFAULT 'normal' NOT NULL,
	"priority_rank" smallint GENERATED ALWAYS AS (case "priority" when 'critical' then 0 when 'high' then 1 when 'medium' then 2 when 'normal' then 3 when 'low' then 4 end) STORED,
	"size" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_at" timestamp (3) with time zone,
	"next" boolean DEFAULT false NOT NULL,
	"waiting" boolean DEFAULT false NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone,
	CONSTRAINT "flow_tasks_status_check" CHECK ("flow_tasks"."status" in ('todo', 'doing', 'done', 'canceled', 'archived')),
	CONSTRAINT "flow_tasks_priority_check" CHECK ("flow_tasks"."priority" in ('critical', 'high', 'medium', 'normal', 'low')),
	CONSTRAINT "flow_tasks_size_check" CHECK ("flow_tasks"."size" in ('PP', 'P', 'M', 'G', 'GG', 'XG')),
	CONSTRAINT "flow_tasks_title_check" CHECK (char_length("flow_tasks"."title") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "flow_card_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"stage_id" uuid,
	"stage_name" text NOT NULL,
	"entered_at" timestamp (3) with time zone NOT NULL,
	"left_at" timestamp (3) with time zone,
	"duration_ms" bigint,
	CONSTRAINT "flow_card_visits_duration_check" CHECK ("flow_card_visits"."duration_ms" is null or "flow_card_visits"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flow_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"entered_stage_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_cards_title_check" CHECK (char_length("flow_cards"."title") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "flow_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"wip_limit" integer,
	"rank" text COLLATE "C" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_stages_wip_limit_check" CHECK ("flow_stages"."wip_limit" is null or "flow_stages"."wip_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "flow_counters" ADD CONSTRAINT "flow_counters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_items" ADD CONSTRAINT "flow_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_items" ADD CONSTRAINT "flow_items_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_items" ADD CONSTRAINT "flow_items_card_id_flow_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flow_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_items" ADD CONSTRAINT "flow_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_lists" ADD CONSTRAINT "flow_lists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_lists" ADD CONSTRAINT "flow_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_checklist_items" ADD CONSTRAINT "flow_checklist_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_checklist_items" ADD CONSTRAINT "flow_checklist_items_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_comments" ADD CONSTRAINT "flow_comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_comments" ADD CONSTRAINT "flow_comments_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_comments" ADD CONSTRAINT "flow_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_assignees" ADD CONSTRAINT "flow_task_assignees_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_assignees" ADD CONSTRAINT "flow_task_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_assignees" ADD CONSTRAINT "flow_task_assignees_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_list_id_flow_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."flow_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_visits" ADD CONSTRAINT "flow_card_visits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_visits" ADD CONSTRAINT "flow_card_visits_card_id_flow_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flow_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_visits" ADD CONSTRAINT "flow_card_visits_stage_id_flow_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."flow_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_cards" ADD CONSTRAINT "flow_cards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_cards" ADD CONSTRAINT "flow_cards_process_id_flow_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."flow_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_cards" ADD CONSTRAINT "flow_cards_stage_id_flow_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."flow_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_cards" ADD CONSTRAINT "flow_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_processes" ADD CONSTRAINT "flow_processes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_processes" ADD CONSTRAINT "flow_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_stages" ADD CONSTRAINT "flow_stages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_stages" ADD CONSTRAINT "flow_stages_process_id_flow_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."flow_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_items_workspace_number_key" ON "flow_items" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE INDEX "flow_items_workspace_stage_created_idx" ON "flow_items" USING btree ("workspace_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "flow_items_workspace_left_collected_idx" ON "flow_items" USING btree ("workspace_id","left_collected_at");--> statement-breakpoint
CREATE INDEX "flow_items_tags_idx" ON "flow_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "flow_lists_workspace_created_idx" ON "flow_lists" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_checklist_items_task_rank_key" ON "flow_checklist_items" USING btree ("task_id","rank");--> statement-breakpoint
CREATE INDEX "flow_comments_task_created_idx" ON "flow_comments" USING btree ("task_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flow_task_assignees_user_idx" ON "flow_task_assignees" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_tasks_column_rank_key" ON "flow_tasks" USING btree ("list_id","status_rank","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_tasks_list_number_key" ON "flow_tasks" USING btree ("list_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_tasks_workspace_code_key" ON "flow_tasks" USING btree ("workspace_id","code");--> statement-breakpoint
CREATE INDEX "flow_tasks_list_priority_idx" ON "flow_tasks" USING btree ("list_id","priority_rank","number");--> statement-breakpoint
CREATE INDEX "flow_tasks_list_due_idx" ON "flow_tasks" USING btree ("list_id",coalesce("due_at", 'infinity'::timestamptz),"number");--> statement-breakpoint
CREATE INDEX "flow_tasks_list_created_idx" ON "flow_tasks" USING btree ("list_id","created_at","number");--> statement-breakpoint
CREATE INDEX "flow_tasks_tags_idx" ON "flow_tasks" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "flow_card_visits_card_idx" ON "flow_card_visits" USING btree ("card_id","entered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_cards_stage_rank_key" ON "flow_cards" USING btree ("stage_id","rank");--> statement-breakpoint
CREATE INDEX "flow_cards_process_stage_rank_idx" ON "flow_cards" USING btree ("process_id","stage_id","rank");--> statement-breakpoint
CREATE INDEX "flow_processes_workspace_created_idx" ON "flow_processes" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_stages_process_rank_key" ON "flow_stages" USING btree ("process_id","rank");