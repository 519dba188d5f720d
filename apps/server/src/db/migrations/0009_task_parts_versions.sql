ALTER TABLE "flow_checklist_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_comments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;