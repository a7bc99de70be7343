-- Issue 15: app servers keep the browse page's shared part (the campaigns a search finds, their places taken and
-- their funding) for a few seconds (modules/creator-campaigns/browse-cache.ts). Any change to a campaign or to who
-- takes part in one is announced on 'browse_changed', and every app server drops what it kept.
CREATE FUNCTION "notify_browse_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('browse_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_browse_notify" AFTER INSERT OR UPDATE OR DELETE ON "campaigns"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_browse_changed"();
--> statement-breakpoint
CREATE TRIGGER "campaign_applicants_browse_notify" AFTER INSERT OR UPDATE OR DELETE ON "campaign_applicants"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_browse_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_browse_notify" AFTER UPDATE OF "company_name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_browse_changed"();
