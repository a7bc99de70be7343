-- Issue 31: each app server keeps Find Influencers' search catalogue in memory
-- (modules/find-influencers/creator-catalogue.ts, docs/decisions/035). A change to what a Find Influencers search tests
-- of a creator who can be found (their words, niches, location, audience, verified audience, engagement rate or last
-- activity, or their being findable at all: only such creators have a search vector) is announced on
-- 'creator_catalogue' with the users' ids, comma-separated; more than 200 at once (a payload must stay under 8,000
-- bytes) is announced as '*', and every server reloads its catalogue. A change to anything else (a business, an
-- email address, a password) announces nothing on this channel.
CREATE FUNCTION "notify_creator_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.id::text) INTO changed
      FROM (SELECT n.id FROM new_rows n WHERE n.search_vector IS NOT NULL LIMIT 201) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.id::text) INTO changed
      FROM (SELECT o.id FROM old_rows o WHERE o.search_vector IS NOT NULL LIMIT 201) c;
  ELSE
    SELECT array_agg(c.id::text) INTO changed
      FROM (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.search_vector IS NOT NULL OR o.search_vector IS NOT NULL)
          AND (n.search_vector IS DISTINCT FROM o.search_vector
            OR n.niches IS DISTINCT FROM o.niches
            OR n.location IS DISTINCT FROM o.location
            OR n.audience_size IS DISTINCT FROM o.audience_size
            OR n.verified_audience_size IS DISTINCT FROM o.verified_audience_size
            OR n.engagement_rate IS DISTINCT FROM o.engagement_rate
            OR n.last_active_at IS DISTINCT FROM o.last_active_at)
        LIMIT 201
      ) c;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('creator_catalogue',
      CASE WHEN cardinality(changed) > 200 THEN '*' ELSE array_to_string(changed, ',') END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_catalogue"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_catalogue"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_catalogue"();
