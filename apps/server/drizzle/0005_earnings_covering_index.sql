DROP INDEX "orders_instructor_idx";--> statement-breakpoint
CREATE INDEX "orders_instructor_idx" ON "orders" USING btree ("instructor_id","status","created_at","price_paise");