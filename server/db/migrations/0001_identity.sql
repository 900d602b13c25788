CREATE TABLE "identity_auth_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_sub" uuid,
	"client_id" text NOT NULL,
	"challenge" text NOT NULL,
	"state_enc" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"user_sub" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_codes_user_sub_purpose_unique" UNIQUE("user_sub","purpose")
);
--> statement-breakpoint
CREATE TABLE "identity_devices" (
	"device_key" text PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"group_key" text NOT NULL,
	"name" text,
	"verifier_enc" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'not_remembered' NOT NULL,
	"last_ip" text,
	"last_authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_refresh_tokens" (
	"origin_jti" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_sub" uuid NOT NULL,
	"client_id" text NOT NULL,
	"device_key" text,
	"auth_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"sub" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"pending_email" text,
	"status" text NOT NULL,
	"password_hash" text NOT NULL,
	"srp_salt" text NOT NULL,
	"srp_verifier_enc" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"totp_secret_enc" text,
	"totp_pending_secret_enc" text,
	"totp_last_step" integer,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"preferred_mfa" text,
	"tokens_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_users_email_unique" UNIQUE("email"),
	CONSTRAINT "identity_users_status_check" CHECK ("identity_users"."status" in ('UNCONFIRMED', 'CONFIRMED', 'RESET_REQUIRED', 'FORCE_CHANGE_PASSWORD')),
	CONSTRAINT "identity_users_email_lower_check" CHECK ("identity_users"."email" = lower("identity_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_auth_sessions" ADD CONSTRAINT "identity_auth_sessions_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_devices" ADD CONSTRAINT "identity_devices_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_refresh_tokens" ADD CONSTRAINT "identity_refresh_tokens_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_auth_sessions_expires_at_index" ON "identity_auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_devices_user_sub_index" ON "identity_devices" USING btree ("user_sub","device_key");--> statement-breakpoint
CREATE INDEX "identity_refresh_tokens_user_sub_index" ON "identity_refresh_tokens" USING btree ("user_sub");--> statement-breakpoint
CREATE INDEX "outbox_to_kind_created_at_index" ON "outbox" USING btree ("to","kind","created_at");