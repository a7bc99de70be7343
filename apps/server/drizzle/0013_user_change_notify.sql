-- Issue 15: app servers keep the signed-in user of a session for a short while in memory (modules/auth/session-cache.ts),
-- so a signed-in request needs no database round trip. Anything that could change what such an entry says (a session
-- ended, renewed or revoked; the profile, its role or its images changed; the account changed or deleted) is announced
-- on the channel 'user_changed' with the user's id, and every app server drops that user's entries at once. A
-- statement touching more than 1,000 users announces '*' (every entry is dropped) instead of a message per user.
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  -- TG_ARGV[0] names the column that holds the user's id in the changed table.
  EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM changed_rows', TG_ARGV[0]) INTO ids;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1000 THEN
    PERFORM pg_notify('user_changed', '*');
  ELSE
    PERFORM pg_notify('user_changed', id) FROM unnest(ids) AS id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_updated_notify" AFTER UPDATE ON "auth_sessions" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_deleted_notify" AFTER DELETE ON "auth_sessions" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_updated_notify" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notify" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "auth_users_updated_notify" AFTER UPDATE ON "auth_users" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "auth_users_deleted_notify" AFTER DELETE ON "auth_users" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "profile_images_inserted_notify" AFTER INSERT ON "profile_images" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "profile_images_updated_notify" AFTER UPDATE ON "profile_images" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "profile_images_deleted_notify" AFTER DELETE ON "profile_images" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"('user_id');
