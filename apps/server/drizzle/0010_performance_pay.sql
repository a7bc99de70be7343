CREATE TABLE "connected_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_accounts_user_platform_unique" UNIQUE("user_id","platform"),
	CONSTRAINT "connected_accounts_platform_check" CHECK ("platform" in ('instagram', 'tiktok')),
	CONSTRAINT "connected_accounts_status_check" CHECK ("status" in ('active', 'needs_reauth'))
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_kind" text NOT NULL,
	"action" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"note" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "content_events_actor_kind_check" CHECK ("actor_kind" in ('business', 'creator', 'system')),
	CONSTRAINT "content_events_action_check" CHECK ("action" in ('submit', 'verify', 'start_review', 'approve', 'auto_approve', 'request_fix', 'replace_link', 'end_tracking', 'record_metrics', 'fetch_metrics', 'hold', 'release_hold', 'void_hold'))
);
--> statement-breakpoint
CREATE TABLE "content_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	CONSTRAINT "content_holds_status_check" CHECK ("status" in ('open', 'released', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "content_metric_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"availability" text DEFAULT 'ok' NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"verified" boolean NOT NULL,
	"recorded_by" uuid,
	CONSTRAINT "content_metric_snapshots_source_check" CHECK ("source" in ('instagram', 'tiktok', 'manual')),
	CONSTRAINT "content_metric_snapshots_availability_check" CHECK ("availability" in ('ok', 'private', 'deleted')),
	CONSTRAINT "content_metric_snapshots_counts_nonneg" CHECK ("views" >= 0 and "likes" >= 0 and "comments" >= 0 and "shares" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "campaign_analytics" ALTER COLUMN "engagement_rate" SET DATA TYPE numeric(16, 1);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "engagement_rate" SET DATA TYPE numeric(16, 1);--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "stage" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "fix_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "fix_note" text;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "auto_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "tracking_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "ownership" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "ineligible_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "followers_at_submit" integer;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "earnings_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "uncapped_earnings_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "metrics_source" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "metrics_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "metrics_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rate_per_1k_views_cents" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rate_per_engagement_cents" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fixed_per_post_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_post_id_campaign_analytics_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."campaign_analytics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_post_id_campaign_analytics_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."campaign_analytics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ADD CONSTRAINT "content_metric_snapshots_post_id_campaign_analytics_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."campaign_analytics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ADD CONSTRAINT "content_metric_snapshots_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connected_accounts_expires_at_index" ON "connected_accounts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "content_events_post_id_created_at_index" ON "content_events" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_holds_open_rule" ON "content_holds" USING btree ("post_id","rule") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "content_holds_post_id_created_at_index" ON "content_holds" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "content_metric_snapshots_post_id_taken_at_index" ON "content_metric_snapshots" USING btree ("post_id","taken_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_analytics_review_due" ON "campaign_analytics" USING btree ("review_due_at") WHERE "stage" = 'under_review';--> statement-breakpoint
CREATE INDEX "campaign_analytics_tracking_due" ON "campaign_analytics" USING btree ("tracking_ends_at") WHERE "stage" = 'tracking';--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_stage_check" CHECK ("stage" in ('submitted', 'under_review', 'tracking', 'approved', 'needs_fix'));--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_ownership_check" CHECK ("ownership" in ('unverified', 'verified', 'mismatch'));--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_earnings_status_check" CHECK ("earnings_status" in ('none', 'pending', 'held', 'final', 'void'));--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_metrics_source_check" CHECK ("metrics_source" in ('none', 'instagram', 'tiktok', 'manual'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_pay_terms_range" CHECK ("rate_per_1k_views_cents" between 0 and 10000 and "rate_per_engagement_cents" between 0 and 500 and "fixed_per_post_cents" >= 0);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('application_received', 'application_accepted', 'application_rejected', 'invitation_received', 'invitation_accepted', 'invitation_declined', 'content_submitted', 'message_received', 'content_approved', 'content_needs_fix', 'content_resubmitted', 'content_held'));
--> statement-breakpoint
-- Posts submitted before content review existed: under review, with the business's 72 hours counted from now (not
-- from their submission, which would approve them all at once). Figures they already show are kept, as unverified
-- manual figures with a snapshot of their own, and their earnings stay pending until the engine recomputes them.
UPDATE "campaign_analytics" SET
  "stage" = 'under_review',
  "stage_changed_at" = "created_at",
  "review_due_at" = now() + interval '72 hours',
  "earnings_status" = 'pending',
  "uncapped_earnings_cents" = "earnings_cents",
  "metrics_source" = CASE WHEN "views" + "likes" + "comments" + "shares" > 0 THEN 'manual' ELSE 'none' END,
  "metrics_updated_at" = CASE WHEN "views" + "likes" + "comments" + "shares" > 0 THEN "created_at" END;
--> statement-breakpoint
INSERT INTO "content_metric_snapshots" ("post_id", "taken_at", "source", "views", "likes", "comments", "shares", "verified")
SELECT "id", "created_at", 'manual', "views", "likes", "comments", "shares", false
FROM "campaign_analytics" WHERE "views" + "likes" + "comments" + "shares" > 0;
--> statement-breakpoint
INSERT INTO "content_events" ("post_id", "actor_id", "actor_kind", "action", "to_stage", "note", "created_at")
SELECT "id", "influencer_id", 'creator', 'submit', 'under_review', 'Submitted before content review existed.', "created_at"
FROM "campaign_analytics";
--> statement-breakpoint
-- History is never overwritten: metric snapshots and the review audit refuse updates. The one change allowed is the
-- one their foreign keys make when a user is deleted: the named column (who recorded it) set to null.
CREATE FUNCTION "refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
BEGIN
  IF (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    RAISE EXCEPTION '% rows are never changed', TG_TABLE_NAME USING ERRCODE = 'check_violation';
  END IF;
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF to_jsonb(NEW) -> col IS DISTINCT FROM to_jsonb(OLD) -> col AND to_jsonb(NEW) -> col <> 'null'::jsonb THEN
      RAISE EXCEPTION '% rows are never changed', TG_TABLE_NAME USING ERRCODE = 'check_violation';
    END IF;
  END LOOP;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "content_metric_snapshots_no_update" BEFORE UPDATE ON "content_metric_snapshots"
  FOR EACH ROW EXECUTE FUNCTION "refuse_update"('recorded_by');
--> statement-breakpoint
CREATE TRIGGER "content_events_no_update" BEFORE UPDATE ON "content_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_update"('actor_id');
