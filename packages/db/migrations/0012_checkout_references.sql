CREATE TABLE "checkout_references" (
	"reference_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"team_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
