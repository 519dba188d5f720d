CREATE TABLE "people_touch_reminders" (
	"person_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "people_touch_reminders_person_id_user_id_pk" PRIMARY KEY("person_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "people_touch_reminders" ADD CONSTRAINT "people_touch_reminders_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_touch_reminders" ADD CONSTRAINT "people_touch_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('system', 'task', 'mention', 'invite', 'chat', 'reward', 'mission', 'agent', 'finance', 'person'));