CREATE TABLE "snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"collection_name" text NOT NULL,
	"collection_id" uuid,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint,
	"checksum" text,
	"points" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snapshots_project_id_collection_name_name_unique" UNIQUE("project_id","collection_name","name"),
	CONSTRAINT "snapshots_state_check" CHECK ("snapshots"."state" in ('writing', 'ready', 'incoming'))
);
--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snapshots_project_id_created_at_index" ON "snapshots" USING btree ("project_id","created_at");