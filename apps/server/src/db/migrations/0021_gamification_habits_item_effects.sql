CREATE TABLE "gamification_habit_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"habit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_habit_marks_direction_check" CHECK (direction in ('up', 'down', 'done'))
);
--> statement-breakpoint
CREATE TABLE "gamification_habits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"positive" boolean DEFAULT true NOT NULL,
	"negative" boolean DEFAULT false NOT NULL,
	"weekdays" smallint[] DEFAULT '{0,1,2,3,4,5,6}' NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"created_day" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_habits_kind_check" CHECK (kind in ('habit', 'daily')),
	CONSTRAINT "gamification_habits_points_check" CHECK ("gamification_habits"."points" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "gamification_item_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by" uuid,
	CONSTRAINT "gamification_item_requests_status_check" CHECK (status in ('pending', 'honoured', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "gamification_resources" ADD COLUMN "use_effect" jsonb;--> statement-breakpoint
ALTER TABLE "gamification_habit_marks" ADD CONSTRAINT "gamification_habit_marks_habit_id_gamification_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."gamification_habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_habit_marks" ADD CONSTRAINT "gamification_habit_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_habits" ADD CONSTRAINT "gamification_habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_item_requests" ADD CONSTRAINT "gamification_item_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_item_requests" ADD CONSTRAINT "gamification_item_requests_resource_id_gamification_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."gamification_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_item_requests" ADD CONSTRAINT "gamification_item_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_item_requests" ADD CONSTRAINT "gamification_item_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gamification_habit_marks_habit_day_idx" ON "gamification_habit_marks" USING btree ("habit_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_habit_marks_done_key" ON "gamification_habit_marks" USING btree ("habit_id","day") WHERE "gamification_habit_marks"."direction" = 'done';--> statement-breakpoint
CREATE INDEX "gamification_habits_user_idx" ON "gamification_habits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gamification_item_requests_workspace_idx" ON "gamification_item_requests" USING btree ("workspace_id","status","created_at");