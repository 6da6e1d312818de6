CREATE TABLE "role_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_requests_role_check" CHECK ("role_requests"."role" in ('Instructor','Lead')),
	CONSTRAINT "role_requests_status_check" CHECK ("role_requests"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
DROP INDEX "uploads_owner_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "role_requests" ADD CONSTRAINT "role_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_requests" ADD CONSTRAINT "role_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "role_requests_one_pending_idx" ON "role_requests" USING btree ("user_id") WHERE "role_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "role_requests_status_created_idx" ON "role_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "role_requests_user_created_idx" ON "role_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_created_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_group_idx" ON "mail_outbox" USING btree ("group_key","created_at") WHERE "mail_outbox"."group_key" is not null;