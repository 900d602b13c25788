CREATE TABLE "import_row_errors" (
	"job_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"column" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_row_errors" ADD CONSTRAINT "import_row_errors_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_row_errors_job_id_row_number_index" ON "import_row_errors" USING btree ("job_id","row_number");