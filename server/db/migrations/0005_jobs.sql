CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"project_id" uuid,
	"started_by" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"input" json,
	"progress" json DEFAULT '{"done":0}'::json NOT NULL,
	"checkpoint" json,
	"result" json,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"owner" text,
	"heartbeat_at" timestamp with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_state_created_at_index" ON "jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "jobs_project_id_created_at_index" ON "jobs" USING btree ("project_id","created_at");