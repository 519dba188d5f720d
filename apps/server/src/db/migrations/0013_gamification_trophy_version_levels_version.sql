ALTER TABLE "api_keys" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gamification_games" ADD COLUMN "levels_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gamification_trophies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_folders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;