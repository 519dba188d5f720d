CREATE TABLE "mind_map_node_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"map_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mind_map_node_links_kind_check" CHECK ("mind_map_node_links"."kind" in ('task', 'inbox'))
);
--> statement-breakpoint
ALTER TABLE "mind_map_node_links" ADD CONSTRAINT "mind_map_node_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_map_node_links" ADD CONSTRAINT "mind_map_node_links_map_id_mind_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."mind_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_map_node_links" ADD CONSTRAINT "mind_map_node_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mind_map_node_links_node_key" ON "mind_map_node_links" USING btree ("map_id","node_id");--> statement-breakpoint
CREATE INDEX "mind_map_node_links_record_idx" ON "mind_map_node_links" USING btree ("workspace_id","record_id");