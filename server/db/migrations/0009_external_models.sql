CREATE TABLE "external_models" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"provider_model" text NOT NULL,
	"api_key_sealed" text,
	"api_key_last_four" text,
	"dimension" integer,
	"last_tested_at" timestamp with time zone,
	"last_test_latency_ms" integer,
	"last_test_error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_models_project_id_name_unique" UNIQUE("project_id","name"),
	CONSTRAINT "external_models_dimension_check" CHECK ("external_models"."dimension" is null or "external_models"."dimension" > 0)
);
--> statement-breakpoint
ALTER TABLE "external_models" ADD CONSTRAINT "external_models_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;