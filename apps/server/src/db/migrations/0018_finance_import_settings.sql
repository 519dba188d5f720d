CREATE TABLE "finance_import_settings" (
	"box_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"csv" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_import_settings" ADD CONSTRAINT "finance_import_settings_box_id_finance_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_import_settings" ADD CONSTRAINT "finance_import_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;