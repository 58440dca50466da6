CREATE TABLE "billing_simulator_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"custom_data" jsonb NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"skip_trial" boolean NOT NULL,
	"redirect_url" text NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_simulator_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"attributes" jsonb NOT NULL,
	"custom_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_events_status_idx" ON "webhook_events" USING btree ("status");