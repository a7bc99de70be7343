ALTER TABLE "content_metric_snapshots" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "content_metric_snapshots_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ADD COLUMN "views_delta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ADD COLUMN "engagement_delta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each snapshot carries its change since the post's previous ok snapshot (views, and likes + comments + shares), so a
-- campaign's daily series is one grouped sum instead of a window over every snapshot (issue 14's scale goal).
-- Snapshots are recorded in time order: an ok snapshot older than the post's latest ok one is refused, because its
-- successor's delta would then be wrong (and snapshots never change).
CREATE FUNCTION "content_metric_snapshot_delta"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev record;
BEGIN
  IF NEW.availability <> 'ok' THEN
    NEW.views_delta := 0;
    NEW.engagement_delta := 0;
    RETURN NEW;
  END IF;
  SELECT s.taken_at, s.views, s.likes + s.comments + s.shares AS engagement INTO prev
  FROM content_metric_snapshots s
  WHERE s.post_id = NEW.post_id AND s.availability = 'ok'
  ORDER BY s.taken_at DESC, s.seq DESC
  LIMIT 1;
  IF FOUND AND prev.taken_at > NEW.taken_at THEN
    RAISE EXCEPTION 'metric snapshots are recorded in time order: post % has one taken at %, after %',
      NEW.post_id, prev.taken_at, NEW.taken_at USING ERRCODE = 'check_violation';
  END IF;
  NEW.views_delta := NEW.views - coalesce(prev.views, 0);
  NEW.engagement_delta := NEW.likes + NEW.comments + NEW.shares - coalesce(prev.engagement, 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "content_metric_snapshots_delta" BEFORE INSERT ON "content_metric_snapshots"
  FOR EACH ROW EXECUTE FUNCTION "content_metric_snapshot_delta"();
--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" DISABLE TRIGGER "content_metric_snapshots_no_update";
--> statement-breakpoint
UPDATE "content_metric_snapshots" s
SET "views_delta" = d.views_delta, "engagement_delta" = d.engagement_delta
FROM (
  SELECT id,
    views - coalesce(lag(views) OVER w, 0) AS views_delta,
    likes + comments + shares - coalesce(lag(likes + comments + shares) OVER w, 0) AS engagement_delta
  FROM "content_metric_snapshots"
  WHERE availability = 'ok'
  WINDOW w AS (PARTITION BY post_id ORDER BY taken_at, seq)
) d
WHERE s.id = d.id;
--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" ENABLE TRIGGER "content_metric_snapshots_no_update";
