CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"document" text,
	"birthday" date,
	"address" jsonb,
	"company_id" uuid,
	"role" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar_media_id" uuid,
	"user_id" uuid,
	"keep_in_touch_days" integer,
	"last_contact_at" timestamp (3) with time zone,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_kind_check" CHECK ("people"."kind" in ('person', 'company')),
	CONSTRAINT "people_keep_in_touch_check" CHECK ("people"."keep_in_touch_days" is null or "people"."keep_in_touch_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "people_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"address" text NOT NULL,
	"label" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_links_kind_check" CHECK ("people_links"."kind" in ('task', 'entry', 'publication', 'chat_contact', 'order'))
);
--> statement-breakpoint
CREATE TABLE "people_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"e164" text NOT NULL,
	"label" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sku" text,
	"price_cents" integer,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_cents" is null or "product_variants"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"kind" text DEFAULT 'fisico' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_cents" integer,
	"points_resource_id" uuid,
	"points_amount" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('rascunho', 'ativo', 'arquivado')),
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('fisico', 'digital')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" is null or "products"."price_cents" >= 0),
	CONSTRAINT "products_points_check" CHECK ("products"."points_amount" is null or "products"."points_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "people_items" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "products_items" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "people_items" CASCADE;--> statement-breakpoint
DROP TABLE "products_items" CASCADE;--> statement-breakpoint
ALTER TABLE "flow_counters" DROP CONSTRAINT "flow_counters_name_check";--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_avatar_media_id_media_files_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_emails" ADD CONSTRAINT "people_emails_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_emails" ADD CONSTRAINT "people_emails_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_links" ADD CONSTRAINT "people_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_links" ADD CONSTRAINT "people_links_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_links" ADD CONSTRAINT "people_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_phones" ADD CONSTRAINT "people_phones_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_phones" ADD CONSTRAINT "people_phones_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_points_resource_id_gamification_resources_id_fk" FOREIGN KEY ("points_resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_workspace_document_key" ON "people" USING btree ("workspace_id","document") WHERE "people"."document" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_workspace_user_key" ON "people" USING btree ("workspace_id","user_id") WHERE "people"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "people_workspace_name_idx" ON "people" USING btree ("workspace_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "people_workspace_created_idx" ON "people" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "people_workspace_contact_idx" ON "people" USING btree ("workspace_id","last_contact_at","id");--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "people_tags_idx" ON "people" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "people_emails_person_address_key" ON "people_emails" USING btree ("person_id","address");--> statement-breakpoint
CREATE INDEX "people_emails_workspace_address_idx" ON "people_emails" USING btree ("workspace_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "people_links_person_record_key" ON "people_links" USING btree ("person_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "people_links_record_idx" ON "people_links" USING btree ("workspace_id","kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_phones_person_number_key" ON "people_phones" USING btree ("person_id","e164");--> statement-breakpoint
CREATE INDEX "people_phones_workspace_number_idx" ON "people_phones" USING btree ("workspace_id","e164");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_workspace_sku_idx" ON "product_variants" USING btree ("workspace_id","sku");--> statement-breakpoint
CREATE INDEX "products_workspace_created_idx" ON "products" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_workspace_slug_idx" ON "products" USING btree ("workspace_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_workspace_number_idx" ON "products" USING btree ("workspace_id","number");--> statement-breakpoint
ALTER TABLE "flow_counters" ADD CONSTRAINT "flow_counters_name_check" CHECK ("flow_counters"."name" in ('inbox', 'products'));