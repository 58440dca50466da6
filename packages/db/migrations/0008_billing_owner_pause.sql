ALTER TABLE "subscriptions" ADD COLUMN "subscribed_by_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscribed_by_id_users_id_fk" FOREIGN KEY ("subscribed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;