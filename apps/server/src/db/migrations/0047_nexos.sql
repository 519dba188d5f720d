CREATE TABLE "nexos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"workspace_id" uuid NOT NULL,
	"a_kind" text NOT NULL,
	"a_id" uuid NOT NULL,
	"b_kind" text NOT NULL,
	"b_id" uuid NOT NULL,
	"label" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nexos_not_self_check" CHECK (("nexos"."a_kind", "nexos"."a_id") <> ("nexos"."b_kind", "nexos"."b_id")),
	CONSTRAINT "nexos_label_check" CHECK (char_length("nexos"."label") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "nexos" ADD CONSTRAINT "nexos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nexos" ADD CONSTRAINT "nexos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nexos_pair_idx" ON "nexos" USING btree ("workspace_id","a_kind","a_id","b_kind","b_id");--> statement-breakpoint
CREATE INDEX "nexos_a_idx" ON "nexos" USING btree ("a_id","a_kind");--> statement-breakpoint
CREATE INDEX "nexos_b_idx" ON "nexos" USING btree ("b_id","b_kind");