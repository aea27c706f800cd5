ALTER TABLE "users" ADD COLUMN "connections_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "connections_ended_by" text;