CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hashed_key" text NOT NULL,
	"partial_key" text NOT NULL,
	"access" text NOT NULL,
	"collections" text[],
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_hashed_key_unique" UNIQUE("hashed_key"),
	CONSTRAINT "api_keys_access_check" CHECK ("api_keys"."access" in ('read-write', 'read-only'))
);
--> statement-breakpoint
CREATE TABLE "collection_aliases" (
	"project_id" uuid NOT NULL,
	"alias_name" text NOT NULL,
	"collection_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_aliases_project_id_alias_name_pk" PRIMARY KEY("project_id","alias_name")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"engine_id" text NOT NULL,
	"vector_size" integer NOT NULL,
	"distance" text NOT NULL,
	"on_disk" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_engine_id_unique" UNIQUE("engine_id"),
	CONSTRAINT "collections_project_id_name_unique" UNIQUE("project_id","name"),
	CONSTRAINT "collections_distance_check" CHECK ("collections"."distance" in ('Cosine', 'Euclid', 'Dot', 'Manhattan'))
);
--> statement-breakpoint
CREATE TABLE "payload_indexes" (
	"collection_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"data_type" text NOT NULL,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payload_indexes_collection_id_field_name_pk" PRIMARY KEY("collection_id","field_name")
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"api_key_id" uuid,
	"user_sub" text,
	"operation" text NOT NULL,
	"collection" text,
	"status" integer NOT NULL,
	"latency_ms" double precision NOT NULL,
	"points_read" integer DEFAULT 0 NOT NULL,
	"points_written" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_aliases" ADD CONSTRAINT "collection_aliases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_aliases" ADD CONSTRAINT "collection_aliases_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payload_indexes" ADD CONSTRAINT "payload_indexes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_project_id_index" ON "api_keys" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "collection_aliases_collection_id_index" ON "collection_aliases" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "usage_events_project_id_at_index" ON "usage_events" USING btree ("project_id","at");