CREATE TABLE "backup_schedules" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"state" text NOT NULL,
	"error" text,
	"job_id" uuid,
	"started_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backups_reason_check" CHECK ("backups"."reason" in ('scheduled', 'on-demand')),
	CONSTRAINT "backups_state_check" CHECK ("backups"."state" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "backup_id" uuid;--> statement-breakpoint
ALTER TABLE "backup_schedules" ADD CONSTRAINT "backup_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_project_id_created_at_index" ON "backups" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;