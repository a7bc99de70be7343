CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"message_id" text NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_outbox_status_check" CHECK ("status" in ('pending', 'sending', 'sent', 'failed', 'kept')),
	CONSTRAINT "email_outbox_kind_check" CHECK ("kind" in ('password_reset', 'email_confirmation', 'notification')),
	CONSTRAINT "email_outbox_attempts_nonnegative" CHECK ("attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "email_outbox_unsettled_idx" ON "email_outbox" USING btree ("status","created_at") WHERE "status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "email_outbox_kept_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST) WHERE "status" = 'kept';