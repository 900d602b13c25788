CREATE TABLE "collection_gauges" (
	"period" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"collection_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"collection" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"indexed_vectors" bigint DEFAULT 0 NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"disk_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_gauges_period_collection_id_at_pk" PRIMARY KEY("period","collection_id","at")
);
--> statement-breakpoint
CREATE TABLE "usage_days" (
	"project_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"collection" text,
	"api_key_id" uuid,
	"user_sub" text,
	"operation" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"errors_4xx" bigint DEFAULT 0 NOT NULL,
	"errors_5xx" bigint DEFAULT 0 NOT NULL,
	"latency_sum_ms" double precision DEFAULT 0 NOT NULL,
	"latency_buckets" smallint[] NOT NULL,
	"latency_counts" bigint[] NOT NULL,
	"points_read" bigint DEFAULT 0 NOT NULL,
	"points_written" bigint DEFAULT 0 NOT NULL,
	"request_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_days_key" UNIQUE NULLS NOT DISTINCT("project_id","at","collection","api_key_id","user_sub","operation")
);
--> statement-breakpoint
CREATE TABLE "usage_hours" (
	"project_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"collection" text,
	"api_key_id" uuid,
	"user_sub" text,
	"operation" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"errors_4xx" bigint DEFAULT 0 NOT NULL,
	"errors_5xx" bigint DEFAULT 0 NOT NULL,
	"latency_sum_ms" double precision DEFAULT 0 NOT NULL,
	"latency_buckets" smallint[] NOT NULL,
	"latency_counts" bigint[] NOT NULL,
	"points_read" bigint DEFAULT 0 NOT NULL,
	"points_written" bigint DEFAULT 0 NOT NULL,
	"request_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_hours_key" UNIQUE NULLS NOT DISTINCT("project_id","at","collection","api_key_id","user_sub","operation")
);
--> statement-breakpoint
CREATE TABLE "usage_minutes" (
	"project_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"collection" text,
	"api_key_id" uuid,
	"user_sub" text,
	"operation" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"errors_4xx" bigint DEFAULT 0 NOT NULL,
	"errors_5xx" bigint DEFAULT 0 NOT NULL,
	"latency_sum_ms" double precision DEFAULT 0 NOT NULL,
	"latency_buckets" smallint[] NOT NULL,
	"latency_counts" bigint[] NOT NULL,
	"points_read" bigint DEFAULT 0 NOT NULL,
	"points_written" bigint DEFAULT 0 NOT NULL,
	"request_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_minutes_key" UNIQUE NULLS NOT DISTINCT("project_id","at","collection","api_key_id","user_sub","operation")
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_marks" (
	"level" text PRIMARY KEY NOT NULL,
	"through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_job_id" uuid
);
--> statement-breakpoint
ALTER TABLE "job_schedules" ADD CONSTRAINT "job_schedules_last_job_id_jobs_id_fk" FOREIGN KEY ("last_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_gauges_project_index" ON "collection_gauges" USING btree ("project_id","period","at");--> statement-breakpoint
CREATE INDEX "collection_gauges_period_at_index" ON "collection_gauges" USING btree ("period","at");--> statement-breakpoint
CREATE INDEX "usage_days_at_index" ON "usage_days" USING btree ("at");--> statement-breakpoint
CREATE INDEX "usage_hours_at_index" ON "usage_hours" USING btree ("at");--> statement-breakpoint
CREATE INDEX "usage_minutes_at_index" ON "usage_minutes" USING btree ("at");