ALTER TABLE "webhook_deliveries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "payload" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("webhook_id","seq") WHERE status = 'pending';