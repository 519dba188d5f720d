CREATE TABLE "codex_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"codex_id" uuid NOT NULL,
	"parent_id" uuid,
	"position" text COLLATE "C" NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('orbita_pt', title), 'A') || setweight(to_tsvector('orbita_pt', left(text, 200000)), 'B')) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codex_links" (
	"workspace_id" uuid NOT NULL,
	"from_entry_id" uuid NOT NULL,
	"to_entry_id" uuid NOT NULL,
	CONSTRAINT "codex_links_from_entry_id_to_entry_id_pk" PRIMARY KEY("from_entry_id","to_entry_id")
);
--> statement-breakpoint
CREATE TABLE "codex_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"hub_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"added_by" uuid,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_members" (
	"hub_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_members_hub_id_user_id_pk" PRIMARY KEY("hub_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"color" text NOT NULL,
	"cover_file_id" uuid,
	"restricted" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "structure_versions" (
	"structure_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "structure_versions_structure_id_number_pk" PRIMARY KEY("structure_id","number")
);
--> statement-breakpoint
CREATE TABLE "structures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"source_kind" text,
	"source_id" uuid,
	"current_version" integer DEFAULT 1 NOT NULL,
	"version_count" integer DEFAULT 1 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "structures_kind_check" CHECK ("structures"."kind" in ('lista', 'processo', 'mapa', 'pagina', 'codex', 'jogo'))
);
--> statement-breakpoint
ALTER TABLE "flow_items" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "codex_entries" ADD CONSTRAINT "codex_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_entries" ADD CONSTRAINT "codex_entries_codex_id_codices_id_fk" FOREIGN KEY ("codex_id") REFERENCES "public"."codices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_entries" ADD CONSTRAINT "codex_entries_parent_id_codex_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."codex_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_entries" ADD CONSTRAINT "codex_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_entries" ADD CONSTRAINT "codex_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_links" ADD CONSTRAINT "codex_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_links" ADD CONSTRAINT "codex_links_from_entry_id_codex_entries_id_fk" FOREIGN KEY ("from_entry_id") REFERENCES "public"."codex_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_links" ADD CONSTRAINT "codex_links_to_entry_id_codex_entries_id_fk" FOREIGN KEY ("to_entry_id") REFERENCES "public"."codex_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_revisions" ADD CONSTRAINT "codex_revisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_revisions" ADD CONSTRAINT "codex_revisions_entry_id_codex_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."codex_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_revisions" ADD CONSTRAINT "codex_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codices" ADD CONSTRAINT "codices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codices" ADD CONSTRAINT "codices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codices" ADD CONSTRAINT "codices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_items" ADD CONSTRAINT "hub_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_items" ADD CONSTRAINT "hub_items_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_items" ADD CONSTRAINT "hub_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_members" ADD CONSTRAINT "hub_members_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_members" ADD CONSTRAINT "hub_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_cover_file_id_media_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nexos" ADD CONSTRAINT "nexos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nexos" ADD CONSTRAINT "nexos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_versions" ADD CONSTRAINT "structure_versions_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_versions" ADD CONSTRAINT "structure_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codex_entries_codex_parent_idx" ON "codex_entries" USING btree ("codex_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "codex_entries_parent_idx" ON "codex_entries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "codex_entries_workspace_idx" ON "codex_entries" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "codex_entries_search_idx" ON "codex_entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "codex_links_to_idx" ON "codex_links" USING btree ("to_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codex_revisions_entry_number_idx" ON "codex_revisions" USING btree ("entry_id","number");--> statement-breakpoint
CREATE INDEX "codices_workspace_created_idx" ON "codices" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_items_hub_record_key" ON "hub_items" USING btree ("hub_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "hub_items_record_idx" ON "hub_items" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "hub_members_user_idx" ON "hub_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hubs_workspace_created_idx" ON "hubs" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nexos_pair_idx" ON "nexos" USING btree ("workspace_id","a_kind","a_id","b_kind","b_id");--> statement-breakpoint
CREATE INDEX "nexos_a_idx" ON "nexos" USING btree ("a_id","a_kind");--> statement-breakpoint
CREATE INDEX "nexos_b_idx" ON "nexos" USING btree ("b_id","b_kind");--> statement-breakpoint
CREATE INDEX "structures_workspace_created_idx" ON "structures" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "structures_workspace_kind_created_idx" ON "structures" USING btree ("workspace_id","kind","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_items_workspace_client_id_key" ON "flow_items" USING btree ("workspace_id","client_id");