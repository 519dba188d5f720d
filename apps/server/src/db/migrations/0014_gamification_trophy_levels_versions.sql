ALTER TABLE "gamification_games" ADD COLUMN "levels_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gamification_trophies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;