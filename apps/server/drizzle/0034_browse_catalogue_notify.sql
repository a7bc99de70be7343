-- Issue 31: each app server keeps browse's search catalogue in memory (modules/creator-campaigns/browse-catalogue.ts,
-- docs/decisions/034). A change to what a browse search tests of a Live campaign (its words, niche, visibility,
-- influencer budget, dates, or its being Live at all: only Live campaigns have a search vector) is announced on
-- 'browse_catalogue' with the campaigns' ids, comma-separated; more than 200 at once (a payload must stay under 8,000
-- bytes) is announced as '*', and every server reloads its catalogue. A change to anything else (places taken,
-- funding, a campaign that is not Live and stays so) announces nothing on this channel.
CREATE FUNCTION "notify_browse_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
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
            OR n.campaign_niche IS DISTINCT FROM o.campaign_niche
            OR n.private_public IS DISTINCT FROM o.private_public
            OR n.influencer_budget_cents IS DISTINCT FROM o.influencer_budget_cents
            OR n.start_date IS DISTINCT FROM o.start_date
            OR n.end_date IS DISTINCT FROM o.end_date)
        LIMIT 201
      ) c;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('browse_catalogue',
      CASE WHEN cardinality(changed) > 200 THEN '*' ELSE array_to_string(changed, ',') END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_catalogue_insert" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_browse_catalogue"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_catalogue_update" AFTER UPDATE ON "campaigns" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_browse_catalogue"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_catalogue_delete" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_browse_catalogue"();
