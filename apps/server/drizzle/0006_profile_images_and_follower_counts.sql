CREATE TABLE "profile_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_images_user_kind_hash_unique" UNIQUE("user_id","kind","hash"),
	CONSTRAINT "profile_images_kind_check" CHECK ("kind" in ('logo', 'profile-picture', 'banner', 'portfolio'))
);
--> statement-breakpoint
-- The spec's range codes become the lowest count each covers (docs/decisions/013-follower-counts.md).
ALTER TABLE "users" ALTER COLUMN "tiktok_followers" SET DATA TYPE integer USING (CASE "tiktok_followers" WHEN '1000-' THEN 0 WHEN '1000-2500' THEN 1000 WHEN '2500-10000' THEN 2500 WHEN '10000-25000' THEN 10000 WHEN '25000-50000' THEN 25000 WHEN '50000+' THEN 50000 ELSE NULL END);--> statement-breakpoint
-- The spec's range codes become the lowest count each covers (docs/decisions/013-follower-counts.md).
ALTER TABLE "users" ALTER COLUMN "instagram_followers" SET DATA TYPE integer USING (CASE "instagram_followers" WHEN '1000-' THEN 0 WHEN '1000-2500' THEN 1000 WHEN '2500-10000' THEN 2500 WHEN '10000-25000' THEN 10000 WHEN '25000-50000' THEN 25000 WHEN '50000+' THEN 50000 ELSE NULL END);--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_images_one_per_kind" ON "profile_images" USING btree ("user_id","kind") WHERE "kind" <> 'portfolio';--> statement-breakpoint
CREATE INDEX "profile_images_user_id_created_at_index" ON "profile_images" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_followers_range" CHECK ("tiktok_followers" between 0 and 2000000000 and "instagram_followers" between 0 and 2000000000);