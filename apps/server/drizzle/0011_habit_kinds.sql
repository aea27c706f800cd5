CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habit_days" ADD COLUMN "done_times" jsonb;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "area_id" uuid;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "times_of_day" jsonb;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "cue" jsonb;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_user_id_idx" ON "areas" USING btree ("user_id","seq");--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habits_area_id_idx" ON "habits" USING btree ("area_id");