ALTER TABLE "pending_writes" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "pending_writes" ADD COLUMN "heartbeat_at" timestamp with time zone;