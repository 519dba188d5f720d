CREATE TABLE "finance_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"color" text,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"opening_date" date NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"projected_balance" bigint DEFAULT 0 NOT NULL,
	"archived_at" timestamp (3) with time zone,
	"card_limit" bigint,
	"closing_day" integer,
	"due_day" integer,
	"investment_kind" text,
	"start_date" date,
	"notes" text,
	"portfolio_id" uuid,
	"current_value" bigint,
	"current_value_on" date,
	"finished_at" timestamp (3) with time zone,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_boxes_kind_check" CHECK ("finance_boxes"."kind" in ('bank_account', 'cash', 'credit_card', 'wallet', 'investment')),
	CONSTRAINT "finance_boxes_card_days_check" CHECK ("finance_boxes"."closing_day" between 1 and 28 and "finance_boxes"."due_day" between 1 and 28 or "finance_boxes"."kind" <> 'credit_card')
);
--> statement-breakpoint
CREATE TABLE "finance_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_categories_type_check" CHECK ("finance_categories"."type" in ('revenue', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "finance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"category_id" uuid,
	"occurred_on" date NOT NULL,
	"value" bigint NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"installment_group_id" uuid,
	"installment_number" integer,
	"installment_count" integer,
	"statement_month" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"import_id" uuid,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_entries_value_check" CHECK ("finance_entries"."value" > 0),
	CONSTRAINT "finance_entries_type_check" CHECK ("finance_entries"."type" in ('revenue', 'expense')),
	CONSTRAINT "finance_entries_status_check" CHECK ("finance_entries"."status" in ('paid', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "finance_period_balances" (
	"period_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"box_name" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "finance_period_balances_period_id_box_id_pk" PRIMARY KEY("period_id","box_id")
);
--> statement-breakpoint
CREATE TABLE "finance_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'closed' NOT NULL,
	"closed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text DEFAULT '' NOT NULL,
	"reopened_at" timestamp (3) with time zone,
	"reopened_by" uuid,
	"reopened_by_name" text,
	CONSTRAINT "finance_periods_status_check" CHECK ("finance_periods"."status" in ('closed', 'reopened'))
);
--> statement-breakpoint
CREATE TABLE "finance_portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"from_box_id" uuid NOT NULL,
	"to_box_id" uuid NOT NULL,
	"occurred_on" date NOT NULL,
	"value" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"statement_month" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_transfers_value_check" CHECK ("finance_transfers"."value" > 0),
	CONSTRAINT "finance_transfers_boxes_check" CHECK ("finance_transfers"."from_box_id" <> "finance_transfers"."to_box_id")
);
--> statement-breakpoint
CREATE TABLE "finance_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"valued_on" date NOT NULL,
	"value" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_valuations_value_check" CHECK ("finance_valuations"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "finance_workspaces" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ranking_period" text DEFAULT 'week' NOT NULL,
	"daily_points" integer DEFAULT 0 NOT NULL,
	"daily_resource_id" uuid,
	"daily_quantity" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_games_code_check" CHECK ("gamification_games"."code" ~ '^[A-Z0-9]{6}$'),
	CONSTRAINT "gamification_games_status_check" CHECK (status in ('active', 'archived')),
	CONSTRAINT "gamification_games_ranking_period_check" CHECK (ranking_period in ('day', 'week', 'fortnight', 'all'))
);
--> statement-breakpoint
CREATE TABLE "gamification_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"xp_threshold" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"goal_kind" text NOT NULL,
	"goal_list_id" uuid,
	"goal_target" integer NOT NULL,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_resource_id" uuid,
	"reward_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_missions_status_check" CHECK (status in ('active', 'standby', 'concluded')),
	CONSTRAINT "gamification_missions_goal_kind_check" CHECK (goal_kind in ('tasks_done', 'inbox_processed', 'finance_entries', 'daily_streak', 'manual')),
	CONSTRAINT "gamification_missions_recurrence_check" CHECK (recurrence in ('none', 'day', 'week', 'fortnight', 'month')),
	CONSTRAINT "gamification_missions_target_check" CHECK ("gamification_missions"."goal_target" >= 1)
);
--> statement-breakpoint
CREATE TABLE "gamification_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"rarity" text DEFAULT 'common' NOT NULL,
	"usable" boolean DEFAULT false NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"quantity_existing" integer,
	"quantity_granted" integer DEFAULT 0 NOT NULL,
	"transitory" text,
	"effect" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_resources_rarity_check" CHECK (rarity in ('common', 'uncommon', 'rare', 'legendary', 'extremely_rare')),
	CONSTRAINT "gamification_resources_transitory_check" CHECK (transitory is null or transitory in ('hour', 'day', 'week', 'fortnight')),
	CONSTRAINT "gamification_resources_effect_check" CHECK (effect is null or effect in ('streak_freeze')),
	CONSTRAINT "gamification_resources_limited_check" CHECK (not "gamification_resources"."limited" or "gamification_resources"."quantity_existing" is not null),
	CONSTRAINT "gamification_resources_supply_check" CHECK (not "gamification_resources"."limited" or "gamification_resources"."quantity_granted" <= "gamification_resources"."quantity_existing")
);
--> statement-breakpoint
CREATE TABLE "gamification_store_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"resource_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_points" integer DEFAULT 0 NOT NULL,
	"price_resource_id" uuid,
	"price_quantity" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_store_items_stock_check" CHECK ("gamification_store_items"."stock" is null or "gamification_store_items"."sold" <= "gamification_store_items"."stock")
);
--> statement-breakpoint
CREATE TABLE "gamification_store_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"store_item_id" uuid,
	"user_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"price_points" integer NOT NULL,
	"price_resource_id" uuid,
	"price_quantity" integer NOT NULL,
	"resource_id" uuid,
	"quantity" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_trophies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"rule_kind" text NOT NULL,
	"rule_level" integer,
	"rule_mission_id" uuid,
	"rule_points" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_trophies_rule_check" CHECK (("gamification_trophies"."rule_kind" = 'level' and "gamification_trophies"."rule_level" is not null) or ("gamification_trophies"."rule_kind" = 'mission' and "gamification_trophies"."rule_mission_id" is not null) or ("gamification_trophies"."rule_kind" = 'points' and "gamification_trophies"."rule_points" is not null))
);
--> statement-breakpoint
CREATE TABLE "gamification_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "gamification_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid,
	"cause" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"resource_id" uuid,
	"quantity" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_grants_quantity_check" CHECK ("gamification_grants"."resource_id" is not null or "gamification_grants"."quantity" = 0)
);
--> statement-breakpoint
CREATE TABLE "gamification_mission_progress" (
	"mission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"game_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_mission_progress_mission_id_user_id_period_key_pk" PRIMARY KEY("mission_id","user_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "gamification_period_scores" (
	"game_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_period_scores_game_id_period_period_key_user_id_pk" PRIMARY KEY("game_id","period","period_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "gamification_player_scores" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_player_scores_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gamification_progress_marks" (
	"mission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_progress_marks_mission_id_user_id_period_key_source_pk" PRIMARY KEY("mission_id","user_id","period_key","source")
);
--> statement-breakpoint
CREATE TABLE "gamification_streak_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "gamification_streak_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "gamification_trophy_awards" (
	"trophy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"awarded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_trophy_awards_trophy_id_user_id_pk" PRIMARY KEY("trophy_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "finance_boxes" ADD CONSTRAINT "finance_boxes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_boxes" ADD CONSTRAINT "finance_boxes_portfolio_id_finance_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."finance_portfolios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_boxes" ADD CONSTRAINT "finance_boxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."finance_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_box_id_finance_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_period_balances" ADD CONSTRAINT "finance_period_balances_period_id_finance_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."finance_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_period_balances" ADD CONSTRAINT "finance_period_balances_box_id_finance_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_period_balances" ADD CONSTRAINT "finance_period_balances_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_periods" ADD CONSTRAINT "finance_periods_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_periods" ADD CONSTRAINT "finance_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_periods" ADD CONSTRAINT "finance_periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_portfolios" ADD CONSTRAINT "finance_portfolios_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_portfolios" ADD CONSTRAINT "finance_portfolios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_from_box_id_finance_boxes_id_fk" FOREIGN KEY ("from_box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_to_box_id_finance_boxes_id_fk" FOREIGN KEY ("to_box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_valuations" ADD CONSTRAINT "finance_valuations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_valuations" ADD CONSTRAINT "finance_valuations_box_id_finance_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_valuations" ADD CONSTRAINT "finance_valuations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_workspaces" ADD CONSTRAINT "finance_workspaces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_games" ADD CONSTRAINT "gamification_games_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_games" ADD CONSTRAINT "gamification_games_daily_resource_id_gamification_resources_id_fk" FOREIGN KEY ("daily_resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_games" ADD CONSTRAINT "gamification_games_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_levels" ADD CONSTRAINT "gamification_levels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_levels" ADD CONSTRAINT "gamification_levels_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_missions" ADD CONSTRAINT "gamification_missions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_missions" ADD CONSTRAINT "gamification_missions_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_missions" ADD CONSTRAINT "gamification_missions_goal_list_id_flow_lists_id_fk" FOREIGN KEY ("goal_list_id") REFERENCES "public"."flow_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_missions" ADD CONSTRAINT "gamification_missions_reward_resource_id_gamification_resources_id_fk" FOREIGN KEY ("reward_resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_participants" ADD CONSTRAINT "gamification_participants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_participants" ADD CONSTRAINT "gamification_participants_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_participants" ADD CONSTRAINT "gamification_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_participants" ADD CONSTRAINT "gamification_participants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_resources" ADD CONSTRAINT "gamification_resources_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_resources" ADD CONSTRAINT "gamification_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_items" ADD CONSTRAINT "gamification_store_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_items" ADD CONSTRAINT "gamification_store_items_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_items" ADD CONSTRAINT "gamification_store_items_resource_id_gamification_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_items" ADD CONSTRAINT "gamification_store_items_price_resource_id_gamification_resources_id_fk" FOREIGN KEY ("price_resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_purchases" ADD CONSTRAINT "gamification_store_purchases_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_purchases" ADD CONSTRAINT "gamification_store_purchases_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_purchases" ADD CONSTRAINT "gamification_store_purchases_store_item_id_gamification_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."gamification_store_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_purchases" ADD CONSTRAINT "gamification_store_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_purchases" ADD CONSTRAINT "gamification_store_purchases_price_resource_id_gamification_resources_id_fk" FOREIGN KEY ("price_resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_store_purchases" ADD CONSTRAINT "gamification_store_purchases_resource_id_gamification_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_trophies" ADD CONSTRAINT "gamification_trophies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_trophies" ADD CONSTRAINT "gamification_trophies_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_trophies" ADD CONSTRAINT "gamification_trophies_rule_mission_id_gamification_missions_id_fk" FOREIGN KEY ("rule_mission_id") REFERENCES "public"."gamification_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_check_ins" ADD CONSTRAINT "gamification_check_ins_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_check_ins" ADD CONSTRAINT "gamification_check_ins_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_check_ins" ADD CONSTRAINT "gamification_check_ins_mission_id_gamification_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."gamification_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_check_ins" ADD CONSTRAINT "gamification_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_check_ins" ADD CONSTRAINT "gamification_check_ins_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_grants" ADD CONSTRAINT "gamification_grants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_grants" ADD CONSTRAINT "gamification_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_grants" ADD CONSTRAINT "gamification_grants_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_grants" ADD CONSTRAINT "gamification_grants_resource_id_gamification_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_mission_progress" ADD CONSTRAINT "gamification_mission_progress_mission_id_gamification_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."gamification_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_mission_progress" ADD CONSTRAINT "gamification_mission_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_mission_progress" ADD CONSTRAINT "gamification_mission_progress_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_period_scores" ADD CONSTRAINT "gamification_period_scores_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_period_scores" ADD CONSTRAINT "gamification_period_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_player_scores" ADD CONSTRAINT "gamification_player_scores_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_player_scores" ADD CONSTRAINT "gamification_player_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_progress_marks" ADD CONSTRAINT "gamification_progress_marks_mission_id_gamification_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."gamification_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_progress_marks" ADD CONSTRAINT "gamification_progress_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_streak_days" ADD CONSTRAINT "gamification_streak_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_trophy_awards" ADD CONSTRAINT "gamification_trophy_awards_trophy_id_gamification_trophies_id_fk" FOREIGN KEY ("trophy_id") REFERENCES "public"."gamification_trophies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_trophy_awards" ADD CONSTRAINT "gamification_trophy_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_trophy_awards" ADD CONSTRAINT "gamification_trophy_awards_game_id_gamification_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."gamification_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_boxes_workspace_idx" ON "finance_boxes" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_boxes_portfolio_idx" ON "finance_boxes" USING btree ("portfolio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_name_unique" ON "finance_categories" USING btree ("workspace_id","type",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "finance_entries_page_idx" ON "finance_entries" USING btree ("workspace_id","occurred_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "finance_entries_box_idx" ON "finance_entries" USING btree ("workspace_id","box_id","occurred_on");--> statement-breakpoint
CREATE INDEX "finance_entries_category_idx" ON "finance_entries" USING btree ("workspace_id","category_id","occurred_on");--> statement-breakpoint
CREATE INDEX "finance_entries_tags_idx" ON "finance_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "finance_entries_group_idx" ON "finance_entries" USING btree ("installment_group_id");--> statement-breakpoint
CREATE INDEX "finance_entries_statement_idx" ON "finance_entries" USING btree ("box_id","statement_month","type","value");--> statement-breakpoint
CREATE INDEX "finance_entries_duplicate_idx" ON "finance_entries" USING btree ("box_id","occurred_on","value");--> statement-breakpoint
CREATE INDEX "finance_entries_flow_idx" ON "finance_entries" USING btree ("workspace_id","occurred_on","box_id","type","status","value","category_id");--> statement-breakpoint
CREATE INDEX "finance_entries_pending_idx" ON "finance_entries" USING btree ("workspace_id","occurred_on") WHERE "finance_entries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "finance_periods_workspace_idx" ON "finance_periods" USING btree ("workspace_id","end_date");--> statement-breakpoint
CREATE INDEX "finance_portfolios_workspace_idx" ON "finance_portfolios" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_transfers_page_idx" ON "finance_transfers" USING btree ("workspace_id","occurred_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "finance_transfers_from_idx" ON "finance_transfers" USING btree ("from_box_id","occurred_on");--> statement-breakpoint
CREATE INDEX "finance_transfers_to_idx" ON "finance_transfers" USING btree ("to_box_id","occurred_on");--> statement-breakpoint
CREATE INDEX "finance_valuations_box_idx" ON "finance_valuations" USING btree ("box_id","valued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_games_code_key" ON "gamification_games" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gamification_games_workspace_created_idx" ON "gamification_games" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_levels_game_level_key" ON "gamification_levels" USING btree ("game_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_levels_game_threshold_key" ON "gamification_levels" USING btree ("game_id","xp_threshold");--> statement-breakpoint
CREATE INDEX "gamification_missions_game_idx" ON "gamification_missions" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "gamification_missions_active_goal_idx" ON "gamification_missions" USING btree ("goal_kind","game_id") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_participants_game_user_key" ON "gamification_participants" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "gamification_participants_user_idx" ON "gamification_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gamification_participants_game_joined_idx" ON "gamification_participants" USING btree ("game_id","joined_at","id");--> statement-breakpoint
CREATE INDEX "gamification_resources_workspace_created_idx" ON "gamification_resources" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gamification_store_items_game_idx" ON "gamification_store_items" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "gamification_store_purchases_game_idx" ON "gamification_store_purchases" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "gamification_store_purchases_user_idx" ON "gamification_store_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gamification_trophies_game_idx" ON "gamification_trophies" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "gamification_check_ins_game_idx" ON "gamification_check_ins" USING btree ("game_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_check_ins_pending_key" ON "gamification_check_ins" USING btree ("mission_id","user_id") WHERE "gamification_check_ins"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_grants_user_cause_key" ON "gamification_grants" USING btree ("user_id","cause");--> statement-breakpoint
CREATE INDEX "gamification_grants_ranking_idx" ON "gamification_grants" USING btree ("game_id","created_at","user_id","points") WHERE "gamification_grants"."points" > 0;--> statement-breakpoint
CREATE INDEX "gamification_grants_user_idx" ON "gamification_grants" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE INDEX "gamification_grants_inventory_idx" ON "gamification_grants" USING btree ("user_id","resource_id") WHERE "gamification_grants"."resource_id" is not null;--> statement-breakpoint
CREATE INDEX "gamification_mission_progress_user_idx" ON "gamification_mission_progress" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE INDEX "gamification_period_scores_rank_idx" ON "gamification_period_scores" USING btree ("game_id","period","period_key","points" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "gamification_player_scores_rank_idx" ON "gamification_player_scores" USING btree ("game_id","points" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "gamification_trophy_awards_user_idx" ON "gamification_trophy_awards" USING btree ("user_id");