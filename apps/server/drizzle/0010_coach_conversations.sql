ALTER TABLE "coach_sessions" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "coach_sessions" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "coach_sessions" ADD COLUMN "memory" jsonb;