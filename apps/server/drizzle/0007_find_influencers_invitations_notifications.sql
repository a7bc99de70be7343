CREATE TABLE "campaign_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "campaign_invitations_campaign_creator_unique" UNIQUE("campaign_id","creator_id"),
	CONSTRAINT "campaign_invitations_status_check" CHECK ("status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"campaign_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('application_received', 'application_accepted', 'application_rejected', 'invitation_received', 'invitation_accepted', 'invitation_declined', 'content_submitted'))
);
--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "niches" text[] GENERATED ALWAYS AS (string_to_array(content_niches, ', ')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "audience_size" integer GENERATED ALWAYS AS (coalesce(instagram_followers, 0) + coalesce(tiktok_followers, 0)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "engagement_rate" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_invitations" ADD CONSTRAINT "campaign_invitations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invitations" ADD CONSTRAINT "campaign_invitations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_invitations_creator_id_status_created_at_index" ON "campaign_invitations" USING btree ("creator_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("user_id") WHERE "read_at" is null;--> statement-breakpoint
CREATE INDEX "users_creator_search_trgm" ON "users" USING gin ((lower(coalesce(name, '') || ' ' || coalesce(instagram, '') || ' ' || coalesce(tiktok, '') || ' ' || coalesce(bio, '') || ' ' || coalesce(content_niches, '') || ' ' || coalesce(hashtags_keywords, ''))) gin_trgm_ops) WHERE "role" = 'Influencer';--> statement-breakpoint
CREATE INDEX "users_creator_niches" ON "users" USING gin ("niches") WHERE "role" = 'Influencer';--> statement-breakpoint
CREATE INDEX "users_creator_audience" ON "users" USING btree ("audience_size" DESC NULLS LAST,"id") WHERE "role" = 'Influencer';--> statement-breakpoint
CREATE INDEX "users_creator_engagement" ON "users" USING btree ("engagement_rate" DESC NULLS LAST,"id") WHERE "role" = 'Influencer';--> statement-breakpoint
CREATE INDEX "users_creator_active" ON "users" USING btree ("last_active_at" DESC NULLS LAST,"id") WHERE "role" = 'Influencer';--> statement-breakpoint
CREATE INDEX "users_creator_location_audience" ON "users" USING btree ("location","audience_size" DESC NULLS LAST,"id") WHERE "role" = 'Influencer';--> statement-breakpoint
-- users.engagement_rate follows campaign_analytics (C9 over all of a creator's posts; null before any views).
CREATE FUNCTION refresh_engagement_rate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  FOR target IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.influencer_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.influencer_id END
    ]) AS x WHERE x IS NOT NULL
  LOOP
    UPDATE users SET engagement_rate = (
      SELECT CASE WHEN sum(views) > 0 THEN round(sum(likes + comments + shares) * 100.0 / sum(views), 1) END
      FROM campaign_analytics WHERE influencer_id = target
    ) WHERE id = target;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaign_analytics_engagement
  AFTER INSERT OR DELETE OR UPDATE OF views, likes, comments, shares, influencer_id ON campaign_analytics
  FOR EACH ROW EXECUTE FUNCTION refresh_engagement_rate();--> statement-breakpoint
UPDATE users u SET engagement_rate = s.rate FROM (
  SELECT influencer_id,
    CASE WHEN sum(views) > 0 THEN round(sum(likes + comments + shares) * 100.0 / sum(views), 1) END AS rate
  FROM campaign_analytics GROUP BY influencer_id
) s WHERE u.id = s.influencer_id;--> statement-breakpoint
UPDATE users u SET last_active_at = greatest(u.updated_at, (SELECT max(s.updated_at) FROM auth_sessions s WHERE s.user_id = u.id));
