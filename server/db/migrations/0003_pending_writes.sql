CREATE TABLE "pending_writes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"request" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_writes" ADD CONSTRAINT "pending_writes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;