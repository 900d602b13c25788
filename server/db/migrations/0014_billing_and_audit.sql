CREATE SEQUENCE "public"."invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"tier" text DEFAULT 'sandbox' NOT NULL,
	"support_plan" text DEFAULT 'basic' NOT NULL,
	"support_billing" text DEFAULT 'monthly' NOT NULL,
	"pending_tier" text,
	"pending_support_plan" text,
	"pending_from" timestamp with time zone,
	"company_name" text,
	"address" text,
	"country" text,
	"tax_id" text,
	"billing_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_support_billing_check" CHECK ("billing_accounts"."support_billing" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"bill_to" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"voided_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_sub" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"project_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_label" text,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"target_label" text,
	"outcome" text NOT NULL,
	"status" integer,
	"source_address" text,
	"request_id" text,
	"details" jsonb,
	CONSTRAINT "audit_entries_actor_kind_check" CHECK ("audit_entries"."actor_kind" in ('member', 'api_key', 'system')),
	CONSTRAINT "audit_entries_outcome_check" CHECK ("audit_entries"."outcome" in ('succeeded', 'refused', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "region" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_organisation_id_period_start_live_index" ON "invoices" USING btree ("organisation_id","period_start") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_organisation_id_created_at_index" ON "invoices" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_changes_organisation_id_at_index" ON "plan_changes" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_organisation_id_at_index" ON "audit_entries" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_project_id_at_index" ON "audit_entries" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_at_index" ON "audit_entries" USING btree ("at");