DROP INDEX "orders_coupon_idx";--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id","status","user_id","price_paise") WHERE "orders"."coupon_id" is not null;