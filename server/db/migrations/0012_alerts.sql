CREATE TABLE "alert_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"addresses" text[],
	"url" text,
	"secret_sealed" text,
	"secret_hint" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_channels_kind_check" CHECK ("alert_channels"."kind" in ('email', 'webhook'))
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"rule_id" uuid,
	"event" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"payload" jsonb NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "alert_deliveries_state_check" CHECK ("alert_deliveries"."state" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "alert_deliveries_event_check" CHECK ("alert_deliveries"."event" in ('firing', 'resolved', 'test'))
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"collection" text,
	"api_key_id" uuid,
	"comparison" text NOT NULL,
	"threshold" double precision NOT NULL,
	"window_minutes" integer NOT NULL,
	"for_minutes" integer NOT NULL,
	"channel_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"state" text DEFAULT 'ok' NOT NULL,
	"state_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_value" double precision,
	"last_checked_at" timestamp with time zone,
	"muted_until" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_metric_check" CHECK ("alert_rules"."metric" in ('request_rate', 'error_rate', 'latency_p95', 'latency_p99', 'vectors', 'storage', 'allowance_share')),
	CONSTRAINT "alert_rules_comparison_check" CHECK ("alert_rules"."comparison" in ('above', 'below')),
	CONSTRAINT "alert_rules_state_check" CHECK ("alert_rules"."state" in ('ok', 'pending', 'firing'))
);
--> statement-breakpoint
CREATE TABLE "alert_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"value" double precision,
	"threshold" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_sub" text NOT NULL,
	"project_id" uuid NOT NULL,
	"rule_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"avatar_icon" text,
	"avatar_color" text,
	"avatar_alt" text NOT NULL,
	"href" text NOT NULL,
	"read_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('alert.firing', 'alert.resolved'))
);
--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_transitions" ADD CONSTRAINT "alert_transitions_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channels_project_id_index" ON "alert_channels" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_channel_id_created_at_index" ON "alert_deliveries" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_deliveries_rule_id_index" ON "alert_deliveries" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_index" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE "alert_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_rules_project_id_index" ON "alert_rules" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "alert_transitions_rule_id_at_index" ON "alert_transitions" USING btree ("rule_id","at");--> statement-breakpoint
CREATE INDEX "notifications_user_sub_created_at_index" ON "notifications" USING btree ("user_sub","created_at");--> statement-breakpoint
CREATE INDEX "notifications_rule_id_index" ON "notifications" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "notifications_project_id_index" ON "notifications" USING btree ("project_id");