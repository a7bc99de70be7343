-- Issue 26, verified audiences (docs/decisions/013-follower-counts.md): follower counts read from the connected
-- account, with when, beside the typed (self-reported) ones.
ALTER TABLE "users" ADD COLUMN "instagram_followers_verified" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "instagram_followers_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tiktok_followers_verified" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tiktok_followers_verified_at" timestamp with time zone;--> statement-breakpoint
-- Audience size now takes each platform's verified count where one was read. PostgreSQL 15 cannot change a generated
-- column's expression, so the column is made again, and with it the two indexes that dropping it drops.
ALTER TABLE "users" drop column "audience_size";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "audience_size" integer GENERATED ALWAYS AS (coalesce(instagram_followers_verified, instagram_followers, 0) + coalesce(tiktok_followers_verified, tiktok_followers, 0)) STORED;--> statement-breakpoint
CREATE INDEX "users_creator_audience" ON "users" USING btree ("audience_size" DESC NULLS LAST,"id") WHERE "role" = 'Influencer';--> statement-breakpoint
CREATE INDEX "users_creator_location_audience" ON "users" USING btree ("location","audience_size" DESC NULLS LAST,"id") WHERE "role" = 'Influencer';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_audience_size" integer GENERATED ALWAYS AS (case when instagram_followers_verified is null and tiktok_followers_verified is null then null else coalesce(instagram_followers_verified, 0) + coalesce(tiktok_followers_verified, 0) end) STORED;--> statement-breakpoint
CREATE INDEX "users_creator_verified_audience" ON "users" USING btree ("verified_audience_size" DESC NULLS LAST,"id") WHERE "role" = 'Influencer' and "verified_audience_size" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_followers" CHECK ("instagram_followers_verified" between 0 and 2000000000 and "tiktok_followers_verified" between 0 and 2000000000 and ("instagram_followers_verified" is null) = ("instagram_followers_verified_at" is null) and ("tiktok_followers_verified" is null) = ("tiktok_followers_verified_at" is null));--> statement-breakpoint
-- The boost reads only verified counts, and none was read before this migration: the counts posts stored at
-- submission were typed. Posts whose earnings are final keep theirs (figures that paid are frozen, decision 018);
-- every other post loses its boost at its next recompute.
UPDATE "campaign_analytics" SET "followers_at_submit" = NULL WHERE "earnings_status" <> 'final';
