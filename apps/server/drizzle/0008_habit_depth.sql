CREATE TABLE "habit_days" (
	"habit_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" double precision,
	"note" text,
	"skipped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "habit_days_habit_id_date_pk" PRIMARY KEY("habit_id","date")
);
--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "target" jsonb;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "frequency" jsonb;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "pauses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "habit_days" ADD CONSTRAINT "habit_days_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;