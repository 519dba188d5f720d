CREATE TABLE "store_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"sku" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer,
	"unit_points" integer,
	"points_resource_id" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "store_order_items_quantity_check" CHECK ("store_order_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"currency" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_user_id" uuid,
	"buyer_person_id" uuid,
	"total_cents" integer,
	"pix_txid" text,
	"pix_payload" text,
	"paid_via" text,
	"paid_at" timestamp (3) with time zone,
	"delivered_at" timestamp (3) with time zone,
	"canceled_at" timestamp (3) with time zone,
	"box_id" uuid,
	"entry_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_status_check" CHECK ("store_orders"."status" in ('pendente', 'pago', 'entregue', 'cancelado')),
	CONSTRAINT "store_orders_currency_check" CHECK ("store_orders"."currency" in ('brl', 'points')),
	CONSTRAINT "store_orders_paid_via_check" CHECK ("store_orders"."paid_via" in ('manual', 'extrato', 'pontos')),
	CONSTRAINT "store_orders_brl_check" CHECK ("store_orders"."currency" <> 'brl' or ("store_orders"."total_cents" is not null and "store_orders"."total_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"pix_key_type" text,
	"pix_key" text,
	"merchant_name" text DEFAULT '' NOT NULL,
	"merchant_city" text DEFAULT '' NOT NULL,
	"revenue_box_id" uuid,
	"revenue_category_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_pix_key_type_check" CHECK ("store_settings"."pix_key_type" in ('cpf', 'cnpj', 'email', 'telefone', 'aleatoria'))
);
--> statement-breakpoint
ALTER TABLE "flow_counters" DROP CONSTRAINT "flow_counters_name_check";--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_box_id_finance_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_entry_id_finance_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."finance_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_revenue_box_id_finance_boxes_id_fk" FOREIGN KEY ("revenue_box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_revenue_category_id_finance_categories_id_fk" FOREIGN KEY ("revenue_category_id") REFERENCES "public"."finance_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_order_items_order_idx" ON "store_order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_token_idx" ON "store_orders" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_workspace_number_idx" ON "store_orders" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_workspace_txid_idx" ON "store_orders" USING btree ("workspace_id","pix_txid");--> statement-breakpoint
CREATE INDEX "store_orders_workspace_created_idx" ON "store_orders" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "store_orders_workspace_status_created_idx" ON "store_orders" USING btree ("workspace_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "store_orders_buyer_user_idx" ON "store_orders" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "store_orders_workspace_buyer_email_idx" ON "store_orders" USING btree ("workspace_id","buyer_email");--> statement-breakpoint
ALTER TABLE "flow_counters" ADD CONSTRAINT "flow_counters_name_check" CHECK ("flow_counters"."name" in ('inbox', 'products', 'orders'));