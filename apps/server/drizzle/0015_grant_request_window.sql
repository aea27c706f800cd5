ALTER TABLE "oauth_grants" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_grants" ADD COLUMN "window_count" integer DEFAULT 0 NOT NULL;