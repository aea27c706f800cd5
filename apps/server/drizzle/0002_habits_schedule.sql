CREATE TABLE "habit_completions" (
	"habit_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "habit_completions_habit_id_date_pk" PRIMARY KEY("habit_id","date")
);
--> statement-breakpoint
DROP INDEX "habits_user_id_idx";--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "schedule" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_completions" ADD CONSTRAINT "habit_completions_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habits_user_id_idx" ON "habits" USING btree ("user_id","seq");