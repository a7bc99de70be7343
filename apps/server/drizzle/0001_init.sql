CREATE TABLE "auth_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"video_url" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"engagement_rate" numeric(7, 1) GENERATED ALWAYS AS (case when views > 0 then round((likes + comments + shares) * 100.0 / views, 1) else 0 end) STORED,
	"earnings_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_analytics_video_url_unique" UNIQUE("video_url"),
	CONSTRAINT "campaign_analytics_platform_check" CHECK ("platform" in ('instagram', 'tiktok')),
	CONSTRAINT "campaign_analytics_counts_nonneg" CHECK ("views" >= 0 and "likes" >= 0 and "comments" >= 0 and "shares" >= 0 and "earnings_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_applicants_campaign_user_unique" UNIQUE("campaign_id","user_id"),
	CONSTRAINT "campaign_applicants_status_check" CHECK ("status" in ('pending', 'approved', 'rejected', 'left', 'active'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_name" text NOT NULL,
	"title" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"campaign_niche" text,
	"private_public" text DEFAULT 'Private' NOT NULL,
	"start_date" date,
	"end_date" date,
	"budget_cents" bigint,
	"influencer_budget_cents" bigint,
	"max_influencers" integer,
	"campaign_description" text,
	"content_guidelines" text,
	"content_types" text,
	"campaign_hashtags" text,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_check" CHECK ("status" in ('Live', 'Paused', 'Draft', 'Completed', 'Ended', 'completed')),
	CONSTRAINT "campaigns_visibility_check" CHECK ("private_public" in ('Public', 'Private')),
	CONSTRAINT "campaigns_name_not_blank" CHECK (length(trim("campaign_name")) > 0),
	CONSTRAINT "campaigns_budget_nonneg" CHECK ("budget_cents" >= 0 and "influencer_budget_cents" >= 0),
	CONSTRAINT "campaigns_max_influencers_positive" CHECK ("max_influencers" > 0),
	CONSTRAINT "campaigns_date_range" CHECK ("end_date" >= "start_date" and "end_date" - "start_date" <= 31)
);
--> statement-breakpoint
CREATE TABLE "chat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"campaign_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_message_not_blank" CHECK (length(trim("message")) > 0),
	CONSTRAINT "chat_not_self" CHECK ("sender_id" <> "receiver_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("status" in ('completed', 'pending', 'review')),
	CONSTRAINT "payments_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payout_requests_status_check" CHECK ("status" in ('pending', 'approved', 'paid', 'rejected')),
	CONSTRAINT "payout_requests_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"company_name" text,
	"date_of_birth" date,
	"location" text,
	"bio" text,
	"business_bio" text,
	"profile_picture" text,
	"banner_image" text,
	"instagram" text,
	"tiktok" text,
	"twitter" text,
	"youtube" text,
	"website_portfolio" text,
	"content_niches" text,
	"hashtags_keywords" text,
	"preferred_content_types" text,
	"preferred_industry" text[],
	"phone_number" text,
	"campaign_budget" text,
	"target_audience" text,
	"tiktok_followers" text,
	"instagram_followers" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("role" in ('SMB', 'Influencer')),
	CONSTRAINT "users_company_name_business_only" CHECK ("role" = 'SMB' or "company_name" is null),
	CONSTRAINT "users_date_of_birth_influencer_only" CHECK ("role" = 'Influencer' or "date_of_birth" is null)
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applicants" ADD CONSTRAINT "campaign_applicants_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applicants" ADD CONSTRAINT "campaign_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_auth_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_index" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_index" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_index" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "campaign_analytics_campaign_id_index" ON "campaign_analytics" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_analytics_influencer_id_posted_at_index" ON "campaign_analytics" USING btree ("influencer_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_analytics_influencer_id_campaign_id_index" ON "campaign_analytics" USING btree ("influencer_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_applicants_campaign_id_applied_at_index" ON "campaign_applicants" USING btree ("campaign_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_applicants_user_id_status_index" ON "campaign_applicants" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "campaigns_user_id_created_at_index" ON "campaigns" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_user_id_status_index" ON "campaigns" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "campaigns_status_start_date_index" ON "campaigns" USING btree ("status","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_status_end_date_index" ON "campaigns" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "campaigns_status_influencer_budget_cents_index" ON "campaigns" USING btree ("status","influencer_budget_cents" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_search_trgm" ON "campaigns" USING gin ((coalesce("campaign_name", '') || ' ' || coalesce("campaign_description", '') || ' ' || coalesce("campaign_niche", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_sender_id_receiver_id_created_at_index" ON "chat" USING btree ("sender_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_receiver_id_created_at_index" ON "chat" USING btree ("receiver_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_index" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_campaign_id_index" ON "payments" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "payout_requests_user_id_requested_at_index" ON "payout_requests" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_role_created_at_index" ON "users" USING btree ("role","created_at");