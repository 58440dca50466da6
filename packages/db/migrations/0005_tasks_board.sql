CREATE TYPE "public"."task_priority" AS ENUM('none', 'low', 'medium', 'high', 'urgent');--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority" "task_priority" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_team_created_idx" ON "tasks" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_team_assignee_idx" ON "tasks" USING btree ("team_id","assignee_id");--> statement-breakpoint
CREATE INDEX "tasks_team_due_idx" ON "tasks" USING btree ("team_id","due_date");