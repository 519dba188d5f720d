CREATE TABLE "collab_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"snapshot" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room" text NOT NULL,
	"user_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updates" integer DEFAULT 0 NOT NULL,
	"added" text[] DEFAULT '{}' NOT NULL,
	"edited" text[] DEFAULT '{}' NOT NULL,
	"removed" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collab_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"update" "bytea" NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room" text NOT NULL,
	"name" text NOT NULL,
	"state" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_documents" ADD CONSTRAINT "collab_documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_sessions" ADD CONSTRAINT "collab_sessions_room_collab_documents_id_fk" FOREIGN KEY ("room") REFERENCES "public"."collab_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_sessions" ADD CONSTRAINT "collab_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_updates" ADD CONSTRAINT "collab_updates_room_collab_documents_id_fk" FOREIGN KEY ("room") REFERENCES "public"."collab_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_versions" ADD CONSTRAINT "collab_versions_room_collab_documents_id_fk" FOREIGN KEY ("room") REFERENCES "public"."collab_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_versions" ADD CONSTRAINT "collab_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_documents_workspace_idx" ON "collab_documents" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "collab_sessions_room_idx" ON "collab_sessions" USING btree ("room","ended_at");--> statement-breakpoint
CREATE INDEX "collab_sessions_user_idx" ON "collab_sessions" USING btree ("user_id","room","ended_at");--> statement-breakpoint
CREATE INDEX "collab_updates_room_idx" ON "collab_updates" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "collab_versions_room_idx" ON "collab_versions" USING btree ("room","created_at");