ALTER TABLE "email_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "traceparent" text;