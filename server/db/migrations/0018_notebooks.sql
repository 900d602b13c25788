CREATE TABLE "notebook_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notebook_id" uuid NOT NULL,
	"cell_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" real NOT NULL,
	"ran_by" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cells" jsonb NOT NULL,
	"sharing" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebooks_sharing_check" CHECK ("notebooks"."sharing" in ('private', 'read', 'edit'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "starter_notebook_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notebook_runs" ADD CONSTRAINT "notebook_runs_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_runs_notebook_id_ran_at_index" ON "notebook_runs" USING btree ("notebook_id","ran_at");--> statement-breakpoint
CREATE INDEX "notebooks_project_id_updated_at_index" ON "notebooks" USING btree ("project_id","updated_at");