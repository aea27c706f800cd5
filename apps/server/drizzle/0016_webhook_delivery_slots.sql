CREATE TABLE "webhook_delivery_slots" (
	"user_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"delivery_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_delivery_slots_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
ALTER TABLE "webhook_delivery_slots" ADD CONSTRAINT "webhook_delivery_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;