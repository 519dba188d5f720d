CREATE TABLE "finance_recurrence_occurrences" (
	"recurrence_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"occurs_on" date NOT NULL,
	"entry_id" uuid,
	"workspace_id" uuid NOT NULL,
	CONSTRAINT "finance_recurrence_occurrences_recurrence_id_number_pk" PRIMARY KEY("recurrence_id","number")
);
--> statement-breakpoint
CREATE TABLE "finance_recurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"workspace_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"category_id" uuid,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"value" bigint NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"anchor_date" date NOT NULL,
	"anchor_number" integer DEFAULT 1 NOT NULL,
	"first_number" integer DEFAULT 1 NOT NULL,
	"last_number" integer,
	"total_count" integer,
	"end_date" date,
	"generated_through" date,
	"split_from" uuid,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_recurrences_value_check" CHECK ("finance_recurrences"."value" > 0),
	CONSTRAINT "finance_recurrences_interval_check" CHECK ("finance_recurrences"."interval" between 1 and 12),
	CONSTRAINT "finance_recurrences_frequency_check" CHECK ("finance_recurrences"."frequency" in ('weekly', 'monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "finance_recurrence_occurrences" ADD CONSTRAINT "finance_recurrence_occurrences_recurrence_id_finance_recurrences_id_fk" FOREIGN KEY ("recurrence_id") REFERENCES "public"."finance_recurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurrence_occurrences" ADD CONSTRAINT "finance_recurrence_occurrences_entry_id_finance_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."finance_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurrence_occurrences" ADD CONSTRAINT "finance_recurrence_occurrences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurrences" ADD CONSTRAINT "finance_recurrences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurrences" ADD CONSTRAINT "finance_recurrences_box_id_finance_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurrences" ADD CONSTRAINT "finance_recurrences_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurrences" ADD CONSTRAINT "finance_recurrences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_recurrence_occurrences_date_unique" ON "finance_recurrence_occurrences" USING btree ("recurrence_id","occurs_on");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_recurrence_occurrences_entry_unique" ON "finance_recurrence_occurrences" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "finance_recurrence_occurrences_workspace_idx" ON "finance_recurrence_occurrences" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "finance_recurrences_workspace_idx" ON "finance_recurrences" USING btree ("workspace_id","generated_through");