CREATE TABLE "campaign_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"applicant_id" uuid,
	"creator_id" uuid NOT NULL,
	"terms_version" integer NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"via" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "campaign_agreements_via_check" CHECK ("via" in ('join', 'apply', 'invitation', 'new_version')),
	CONSTRAINT "campaign_agreements_hash_hex" CHECK ("text_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "campaign_agreements_bounds" CHECK (length("ip") <= 64 and length("user_agent") <= 500)
);
--> statement-breakpoint
CREATE TABLE "campaign_terms_versions" (
	"campaign_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_terms_versions_campaign_id_version_pk" PRIMARY KEY("campaign_id","version"),
	CONSTRAINT "campaign_terms_versions_version_positive" CHECK ("version" >= 1),
	CONSTRAINT "campaign_terms_versions_hash_hex" CHECK ("text_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"legal_name" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"classification" text NOT NULL,
	"tax_id_sealed" text NOT NULL,
	"tax_id_masked" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"certified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_profiles_form_check" CHECK ("form" in ('W-9', 'W-8BEN')),
	CONSTRAINT "tax_profiles_classification_check" CHECK ("classification" in ('individual', 'c_corporation', 's_corporation', 'partnership', 'trust_estate', 'llc_c', 'llc_s', 'llc_p')),
	CONSTRAINT "tax_profiles_country_check" CHECK ("country" in ('AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW')),
	CONSTRAINT "tax_profiles_bounds" CHECK (length("legal_name") between 1 and 120 and length("business_name") <= 120 and length("address_line1") between 1 and 200 and length("address_line2") <= 200 and length("city") between 1 and 100 and length("region") <= 100 and length("postal_code") <= 20 and length("tax_id_masked") <= 20)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "operator_actions" DROP CONSTRAINT "operator_actions_action_check";--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "fix_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "disclosure_state" text DEFAULT 'unchecked' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "disclosure_tag" text;--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD COLUMN "disclosure_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_rights" text DEFAULT 'organic' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "paid_ads_days" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "exclusivity_days" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "posts_per_creator" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "platforms" text DEFAULT 'instagram,tiktok' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "revision_limit" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "disclosure_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_agreements" ADD CONSTRAINT "campaign_agreements_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_versions" ADD CONSTRAINT "campaign_terms_versions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_agreements_campaign_id_creator_id_terms_version_index" ON "campaign_agreements" USING btree ("campaign_id","creator_id","terms_version");--> statement-breakpoint
CREATE INDEX "campaign_agreements_campaign_id_agreed_at_index" ON "campaign_agreements" USING btree ("campaign_id","agreed_at");--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_disclosure_state_check" CHECK ("disclosure_state" in ('not_required', 'unchecked', 'found', 'missing', 'confirmed'));--> statement-breakpoint
ALTER TABLE "campaign_analytics" ADD CONSTRAINT "campaign_analytics_fix_requests_nonneg" CHECK ("fix_requests" >= 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_usage_rights_check" CHECK ("usage_rights" in ('organic', 'brand_repost', 'paid_ads', 'perpetual'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_terms_range" CHECK (("usage_rights" = 'paid_ads') = ("paid_ads_days" is not null) and coalesce("paid_ads_days", 1) between 1 and 365 and coalesce("exclusivity_days", 1) between 1 and 365 and "posts_per_creator" between 1 and 3 and "revision_limit" between 0 and 10 and "terms_version" >= 1);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('application_received', 'application_accepted', 'application_rejected', 'invitation_received', 'invitation_accepted', 'invitation_declined', 'content_submitted', 'message_received', 'content_approved', 'content_needs_fix', 'content_resubmitted', 'content_held', 'hold_released', 'hold_voided', 'payout_paid', 'payout_failed', 'hold_void_requested', 'hold_appealed', 'hold_decided', 'dispute_opened', 'dispute_message', 'dispute_decided', 'account_suspended', 'account_reinstated', 'report_decided', 'terms_updated'));--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_action_check" CHECK ("action" in ('hold_paid', 'hold_voided', 'dispute_paid_full', 'dispute_paid_part', 'dispute_returned', 'dispute_message', 'payout_marked_paid', 'payout_failed_back', 'reconciliation_acknowledged', 'user_suspended', 'user_reinstated', 'report_dismissed', 'report_actioned', 'tax_payouts_exported'));--> statement-breakpoint
-- Agreements are a record (issue 29): never changed or deleted, nor emptied outside resetDatabase's "erase all data".
CREATE FUNCTION "campaign_agreements_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('microreach.erase_all_data', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'campaign_agreements rows are never changed or deleted' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaign_agreements_no_change" BEFORE UPDATE OR DELETE ON "campaign_agreements"
  FOR EACH ROW EXECUTE FUNCTION "campaign_agreements_guard"();--> statement-breakpoint
CREATE TRIGGER "campaign_agreements_no_truncate" BEFORE TRUNCATE ON "campaign_agreements"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();--> statement-breakpoint
-- A version of a campaign's terms is never rewritten; it goes only with its campaign (one nobody took part in).
CREATE FUNCTION "campaign_terms_versions_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'campaign_terms_versions rows are never changed' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaign_terms_versions_no_update" BEFORE UPDATE ON "campaign_terms_versions"
  FOR EACH ROW EXECUTE FUNCTION "campaign_terms_versions_guard"();
