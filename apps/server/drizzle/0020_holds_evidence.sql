ALTER TABLE "content_metric_snapshots" ALTER COLUMN "views" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ALTER COLUMN "views" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ALTER COLUMN "likes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ALTER COLUMN "likes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ALTER COLUMN "comments" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ALTER COLUMN "comments" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ALTER COLUMN "shares" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ALTER COLUMN "shares" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_holds" ADD COLUMN "judged_through" timestamp with time zone;--> statement-breakpoint
-- Issue 26: a metric the platform left out is stored as null (unknown), never 0. Its delta is "no change known" (0),
-- and the next known value is measured from the last known one, so a post's deltas still sum to the latest known
-- value of each metric (the figures campaign_analytics shows and pays).
CREATE OR REPLACE FUNCTION "content_metric_snapshot_delta"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev_at timestamptz;
  last_views bigint;
  last_likes bigint;
  last_comments bigint;
  last_shares bigint;
BEGIN
  IF NEW.availability <> 'ok' THEN
    NEW.views_delta := 0;
    NEW.engagement_delta := 0;
    RETURN NEW;
  END IF;
  SELECT s.taken_at INTO prev_at
  FROM content_metric_snapshots s
  WHERE s.post_id = NEW.post_id AND s.availability = 'ok'
  ORDER BY s.taken_at DESC, s.seq DESC
  LIMIT 1;
  IF FOUND AND prev_at > NEW.taken_at THEN
    RAISE EXCEPTION 'metric snapshots are recorded in time order: post % has one taken at %, after %',
      NEW.post_id, prev_at, NEW.taken_at USING ERRCODE = 'check_violation';
  END IF;
  SELECT s.views INTO last_views FROM content_metric_snapshots s
  WHERE s.post_id = NEW.post_id AND s.availability = 'ok' AND s.views IS NOT NULL
  ORDER BY s.taken_at DESC, s.seq DESC LIMIT 1;
  SELECT s.likes INTO last_likes FROM content_metric_snapshots s
  WHERE s.post_id = NEW.post_id AND s.availability = 'ok' AND s.likes IS NOT NULL
  ORDER BY s.taken_at DESC, s.seq DESC LIMIT 1;
  SELECT s.comments INTO last_comments FROM content_metric_snapshots s
  WHERE s.post_id = NEW.post_id AND s.availability = 'ok' AND s.comments IS NOT NULL
  ORDER BY s.taken_at DESC, s.seq DESC LIMIT 1;
  SELECT s.shares INTO last_shares FROM content_metric_snapshots s
  WHERE s.post_id = NEW.post_id AND s.availability = 'ok' AND s.shares IS NOT NULL
  ORDER BY s.taken_at DESC, s.seq DESC LIMIT 1;
  NEW.views_delta := coalesce(NEW.views - coalesce(last_views, 0), 0);
  NEW.engagement_delta := coalesce(NEW.likes - coalesce(last_likes, 0), 0)
    + coalesce(NEW.comments - coalesce(last_comments, 0), 0)
    + coalesce(NEW.shares - coalesce(last_shares, 0), 0);
  RETURN NEW;
END $$;
