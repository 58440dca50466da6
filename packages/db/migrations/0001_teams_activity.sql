CREATE TABLE "team_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"impersonator_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_team_id" text;--> statement-breakpoint
CREATE INDEX "team_activities_team_created_idx" ON "team_activities" USING btree ("team_id","created_at");