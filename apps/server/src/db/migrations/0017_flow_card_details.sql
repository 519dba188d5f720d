CREATE TABLE "flow_card_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_card_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "flow_card_checklist_items_text_check" CHECK (char_length("flow_card_checklist_items"."text") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "flow_card_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "flow_card_comments_body_check" CHECK (char_length("flow_card_comments"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "flow_cards" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "flow_cards" ADD COLUMN "due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "flow_cards" ADD COLUMN "priority" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_cards" ADD COLUMN "field_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_processes" ADD COLUMN "fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_card_attachments" ADD CONSTRAINT "flow_card_attachments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_attachments" ADD CONSTRAINT "flow_card_attachments_card_id_flow_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flow_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_attachments" ADD CONSTRAINT "flow_card_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_checklist_items" ADD CONSTRAINT "flow_card_checklist_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_checklist_items" ADD CONSTRAINT "flow_card_checklist_items_card_id_flow_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flow_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_comments" ADD CONSTRAINT "flow_card_comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_comments" ADD CONSTRAINT "flow_card_comments_card_id_flow_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flow_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_comments" ADD CONSTRAINT "flow_card_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_card_attachments_card_file_key" ON "flow_card_attachments" USING btree ("card_id","file_id");--> statement-breakpoint
CREATE INDEX "flow_card_attachments_card_created_idx" ON "flow_card_attachments" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_card_checklist_items_card_rank_key" ON "flow_card_checklist_items" USING btree ("card_id","rank");--> statement-breakpoint
CREATE INDEX "flow_card_comments_card_created_idx" ON "flow_card_comments" USING btree ("card_id","created_at","id");--> statement-breakpoint
ALTER TABLE "flow_cards" ADD CONSTRAINT "flow_cards_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_cards_assignee_idx" ON "flow_cards" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "flow_cards" ADD CONSTRAINT "flow_cards_priority_check" CHECK ("flow_cards"."priority" in ('critical', 'high', 'medium', 'normal', 'low'));