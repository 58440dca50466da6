ALTER TABLE "subscriptions" ADD COLUMN "customer_user_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now the owner who checked out was the payer, unless another owner resumed since.
UPDATE "subscriptions" SET "customer_user_id" = "subscribed_by_id";