CREATE TABLE "finance_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"workspace_id" uuid NOT NULL,
	"pattern" text NOT NULL,
	"match" text NOT NULL,
	"type" text NOT NULL,
	"category_id" uuid NOT NULL,
	"rename" text,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_rules_match_check" CHECK ("finance_rules"."match" in ('contains', 'starts_with', 'equals')),
	CONSTRAINT "finance_rules_type_check" CHECK ("finance_rules"."type" in ('revenue', 'expense'))
);
--> statement-breakpoint
ALTER TABLE "finance_rules" ADD CONSTRAINT "finance_rules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_rules" ADD CONSTRAINT "finance_rules_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_rules" ADD CONSTRAINT "finance_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_rules_workspace_idx" ON "finance_rules" USING btree ("workspace_id","position");--> statement-breakpoint
CREATE INDEX "finance_rules_category_idx" ON "finance_rules" USING btree ("category_id");