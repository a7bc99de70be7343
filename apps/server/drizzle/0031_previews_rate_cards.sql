CREATE TABLE "creator_rates" (
	"user_id" uuid NOT NULL,
	"format" text NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_rates_user_id_format_pk" PRIMARY KEY("user_id","format"),
	CONSTRAINT "creator_rates_format_check" CHECK ("format" in ('instagram_post', 'instagram_reel', 'instagram_story', 'tiktok_video')),
	CONSTRAINT "creator_rates_price_bounds" CHECK ("price_cents" between 100 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "posts_per_creator" SET DEFAULT 3;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "preview_caption" text;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "preview_image" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "preview_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_rates" ADD CONSTRAINT "creator_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_preview_caption_length" CHECK ("preview_caption" is null or char_length("preview_caption") <= 4000);