CREATE TABLE "product_code_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"prefix" text DEFAULT 'PRD' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_code_settings_prefix_check" CHECK ("product_code_settings"."prefix" ~ '^[A-Z0-9]{1,10}$'),
	CONSTRAINT "product_code_settings_suffix_check" CHECK ("product_code_settings"."suffix" ~ '^[A-Z0-9]{0,10}$')
);
--> statement-breakpoint
ALTER TABLE "product_code_settings" ADD CONSTRAINT "product_code_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;