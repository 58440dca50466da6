-- Impersonations from before this column have no admin session to follow: end them.
DELETE FROM "sessions" WHERE "impersonator_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_session" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_session_sessions_session_token_fk" FOREIGN KEY ("impersonator_session") REFERENCES "public"."sessions"("session_token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_session_idx" ON "sessions" USING btree ("impersonator_session");