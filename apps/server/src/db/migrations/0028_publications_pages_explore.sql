CREATE TABLE "explore_reactions" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"reactor" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "explore_reactions_kind_record_id_reactor_pk" PRIMARY KEY("kind","record_id","reactor")
);
--> statement-breakpoint
CREATE TABLE "explore_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"reporter" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "explore_reports_kind_check" CHECK ("explore_reports"."kind" in ('publication', 'page'))
);
--> statement-breakpoint
CREATE TABLE "explore_views" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "explore_views_kind_record_id_day_pk" PRIMARY KEY("kind","record_id","day")
);
--> statement-breakpoint
CREATE TABLE "public_sites" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"og_image_file_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"published_at" timestamp (3) with time zone,
	"live_at" timestamp (3) with time zone,
	"live_title" text,
	"live_blocks" jsonb,
	"live_seo_title" text,
	"live_seo_description" text,
	"live_og_image_file_id" uuid,
	"live_text" text,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('orbita_pt', coalesce(live_title, '')), 'A') || setweight(to_tsvector('orbita_pt', coalesce(live_seo_description, '')), 'B') || setweight(to_tsvector('orbita_pt', coalesce(live_text, '')), 'C')) STORED,
	"hidden_at" timestamp (3) with time zone,
	"hidden_reason" text,
	"picked_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_status_check" CHECK ("pages"."status" in ('draft', 'testing', 'production')),
	CONSTRAINT "pages_visibility_check" CHECK ("pages"."visibility" in ('public', 'private', 'unlisted', 'published'))
);
--> statement-breakpoint
CREATE TABLE "publication_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"state" "bytea" NOT NULL,
	"published_by" uuid,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"module" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_file_id" uuid,
	"excerpt" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"author_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"scheduled_at" timestamp (3) with time zone,
	"published_at" timestamp (3) with time zone,
	"live_revision_id" uuid,
	"live_title" text,
	"live_excerpt" text,
	"live_text" text,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('orbita_pt', coalesce(live_title, '')), 'A') || setweight(to_tsvector('orbita_pt', coalesce(live_excerpt, '')), 'B') || setweight(to_tsvector('orbita_pt', coalesce(live_text, '')), 'C')) STORED,
	"hidden_at" timestamp (3) with time zone,
	"hidden_reason" text,
	"picked_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_status_check" CHECK ("publications"."status" in ('draft', 'testing', 'production')),
	CONSTRAINT "publications_visibility_check" CHECK ("publications"."visibility" in ('public', 'private', 'unlisted', 'published'))
);
--> statement-breakpoint
CREATE TABLE "review_audience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"email" text,
	"token_hash" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "review_audience_kind_check" CHECK ("review_audience"."kind" in ('publication', 'page'))
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_user_id" uuid,
	"author_email" text,
	"author_name" text NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "explore_reactions" ADD CONSTRAINT "explore_reactions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_reports" ADD CONSTRAINT "explore_reports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_reports" ADD CONSTRAINT "explore_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_reports" ADD CONSTRAINT "explore_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_views" ADD CONSTRAINT "explore_views_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_sites" ADD CONSTRAINT "public_sites_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_revisions" ADD CONSTRAINT "publication_revisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_revisions" ADD CONSTRAINT "publication_revisions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_revisions" ADD CONSTRAINT "publication_revisions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_audience" ADD CONSTRAINT "review_audience_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_audience" ADD CONSTRAINT "review_audience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_audience" ADD CONSTRAINT "review_audience_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_audience" ADD CONSTRAINT "review_audience_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "explore_reactions_recent_idx" ON "explore_reactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "explore_reports_open_idx" ON "explore_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "explore_reports_reporter_idx" ON "explore_reports" USING btree ("kind","record_id","reporter") WHERE "explore_reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "public_sites_handle_idx" ON "public_sites" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_workspace_slug_idx" ON "pages" USING btree ("workspace_id","slug");--> statement-breakpoint
CREATE INDEX "pages_workspace_updated_idx" ON "pages" USING btree ("workspace_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "pages_listed_idx" ON "pages" USING btree ("status","visibility","published_at");--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_revisions_number_idx" ON "publication_revisions" USING btree ("publication_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_workspace_slug_idx" ON "publications" USING btree ("workspace_id","slug");--> statement-breakpoint
CREATE INDEX "publications_workspace_updated_idx" ON "publications" USING btree ("workspace_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "publications_listed_idx" ON "publications" USING btree ("status","visibility","published_at");--> statement-breakpoint
CREATE INDEX "publications_search_idx" ON "publications" USING gin ("search");--> statement-breakpoint
CREATE INDEX "publications_scheduled_idx" ON "publications" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "review_audience_record_idx" ON "review_audience" USING btree ("workspace_id","kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_audience_token_idx" ON "review_audience" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_comments_record_idx" ON "review_comments" USING btree ("workspace_id","kind","record_id","created_at");