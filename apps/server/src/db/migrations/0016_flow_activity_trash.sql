CREATE TABLE "flow_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"field" text,
	"label" text,
	"from_value" jsonb,
	"to_value" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_activity_entity_type_check" CHECK ("flow_activity"."entity_type" in ('task', 'card'))
);
--> statement-breakpoint
CREATE TABLE "flow_task_trash" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_by" uuid,
	"deleted_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_activity" ADD CONSTRAINT "flow_activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_activity" ADD CONSTRAINT "flow_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_trash" ADD CONSTRAINT "flow_task_trash_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_trash" ADD CONSTRAINT "flow_task_trash_list_id_flow_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."flow_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_trash" ADD CONSTRAINT "flow_task_trash_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_activity_entity_idx" ON "flow_activity" USING btree ("workspace_id","entity_type","entity_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_activity_parent_idx" ON "flow_activity" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "flow_task_trash_list_idx" ON "flow_task_trash" USING btree ("list_id","deleted_at" DESC NULLS LAST,"task_id");--> statement-breakpoint
CREATE INDEX "flow_task_trash_deleted_idx" ON "flow_task_trash" USING btree ("deleted_at");