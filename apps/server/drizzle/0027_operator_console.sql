CREATE TABLE "operator_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_user_id" uuid,
	"reason" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_actions_action_check" CHECK ("action" in ('hold_paid', 'hold_voided', 'dispute_paid_full', 'dispute_paid_part', 'dispute_returned', 'dispute_message', 'payout_marked_paid', 'payout_failed_back', 'reconciliation_acknowledged', 'user_suspended', 'user_reinstated', 'report_dismissed', 'report_actioned'))
);
--> statement-breakpoint
CREATE TABLE "operator_second_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"second_factor_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_dispute_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_id" uuid,
	"author_side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_dispute_messages_side_check" CHECK ("author_side" in ('creator', 'business', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "post_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid,
	"business_id" uuid,
	"opened_by" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"paid_cents" bigint,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_disputes_reason_check" CHECK ("reason" in ('approved_not_paid', 'unfair_fix_request', 'campaign_ended_unfairly', 'post_removed_or_edited', 'not_as_briefed')),
	CONSTRAINT "post_disputes_status_check" CHECK ("status" in ('open', 'decided')),
	CONSTRAINT "post_disputes_outcome_check" CHECK ("outcome" is null or "outcome" in ('pay_full', 'pay_part', 'return_to_escrow')),
	CONSTRAINT "post_disputes_paid_cents_check" CHECK ("paid_cents" is null or "paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_user_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reports_subject_kind_check" CHECK ("subject_kind" in ('message', 'profile', 'campaign')),
	CONSTRAINT "user_reports_reason_check" CHECK ("reason" in ('spam', 'harassment', 'scam', 'inappropriate', 'impersonation', 'other')),
	CONSTRAINT "user_reports_status_check" CHECK ("status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "content_events" DROP CONSTRAINT "content_events_actor_kind_check";--> statement-breakpoint
ALTER TABLE "content_events" DROP CONSTRAINT "content_events_action_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "void_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "void_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "void_note" text;--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "appeal_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "appeal_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_second_factors" ADD CONSTRAINT "operator_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_dispute_messages" ADD CONSTRAINT "post_dispute_messages_dispute_id_post_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."post_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_dispute_messages" ADD CONSTRAINT "post_dispute_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_disputes" ADD CONSTRAINT "post_disputes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_disputes" ADD CONSTRAINT "post_disputes_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_disputes" ADD CONSTRAINT "post_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_disputes" ADD CONSTRAINT "post_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_created_at_index" ON "operator_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_actions_operator_id_created_at_index" ON "operator_actions" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_actions_subject_user_id_created_at_index" ON "operator_actions" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "post_dispute_messages_dispute_id_created_at_index" ON "post_dispute_messages" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_disputes_open_once" ON "post_disputes" USING btree ("post_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "post_disputes_status_created_at_index" ON "post_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_reports_open_once" ON "user_reports" USING btree ("reporter_id","subject_kind","subject_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "user_reports_status_created_at_index" ON "user_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_reports_reporter_id_created_at_index" ON "user_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_void_requested_by_users_id_fk" FOREIGN KEY ("void_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" in ('password_reset', 'email_confirmation', 'email_change', 'operator_setup'));--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_actor_kind_check" CHECK ("actor_kind" in ('business', 'creator', 'system', 'operator'));--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_action_check" CHECK ("action" in ('submit', 'verify', 'start_review', 'approve', 'auto_approve', 'request_fix', 'replace_link', 'end_tracking', 'record_metrics', 'fetch_metrics', 'hold', 'release_hold', 'void_hold', 'request_void_hold', 'appeal_hold'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('application_received', 'application_accepted', 'application_rejected', 'invitation_received', 'invitation_accepted', 'invitation_declined', 'content_submitted', 'message_received', 'content_approved', 'content_needs_fix', 'content_resubmitted', 'content_held', 'hold_released', 'hold_voided', 'payout_paid', 'payout_failed', 'hold_void_requested', 'hold_appealed', 'hold_decided', 'dispute_opened', 'dispute_message', 'dispute_decided', 'account_suspended', 'account_reinstated', 'report_decided'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_has_reason" CHECK ("suspended_at" is null or "suspension_reason" is not null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('SMB', 'Influencer', 'Operator'));--> statement-breakpoint
-- The operators' audit is append-only, as the ledger is: no row is deleted or changed, except that removing an
-- operator account nulls its id on its lines (ON DELETE SET NULL; the address copied on each line keeps them
-- readable). refuse_truncate (0015) refuses a TRUNCATE outside resetDatabase's "erase all data".
CREATE FUNCTION "operator_actions_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."operator_id" IS NULL AND OLD."operator_id" IS NOT NULL
     AND (to_jsonb(NEW) - 'operator_id') = (to_jsonb(OLD) - 'operator_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'operator_actions rows are never changed or deleted' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_change" BEFORE UPDATE OR DELETE ON "operator_actions"
  FOR EACH ROW EXECUTE FUNCTION "operator_actions_guard"();--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_truncate" BEFORE TRUNCATE ON "operator_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
