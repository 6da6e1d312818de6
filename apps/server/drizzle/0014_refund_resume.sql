ALTER TABLE "refunds" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider_refund_id");