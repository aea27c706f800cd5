CREATE TABLE "mcp_confirmations" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"bound_to" text NOT NULL,
	"tool" text NOT NULL,
	"given" text NOT NULL,
	"run" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mcp_confirmations" ADD CONSTRAINT "mcp_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcp_confirmations_bound_to_idx" ON "mcp_confirmations" USING btree ("bound_to","seq");--> statement-breakpoint
CREATE INDEX "mcp_confirmations_expires_at_idx" ON "mcp_confirmations" USING btree ("expires_at");