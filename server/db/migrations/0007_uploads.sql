CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"file_name" text,
	"file_type" text,
	"size" bigint,
	"offset" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "uploads_state_check" CHECK ("uploads"."state" in ('uploading', 'complete'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_project_id_created_at_index" ON "uploads" USING btree ("project_id","created_at");