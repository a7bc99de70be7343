CREATE TABLE "business_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_withdrawals_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"withdrawal_id" uuid,
	"amount_cents" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposit_refunds_provider_ref_unique" UNIQUE("provider","provider_ref"),
	CONSTRAINT "deposit_refunds_provider_check" CHECK ("provider" in ('test', 'stripe')),
	CONSTRAINT "deposit_refunds_state_check" CHECK ("state" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "deposit_refunds_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payment_disputes_provider_ref_unique" UNIQUE("provider","provider_ref"),
	CONSTRAINT "payment_disputes_provider_check" CHECK ("provider" in ('test', 'stripe')),
	CONSTRAINT "payment_disputes_status_check" CHECK ("status" in ('open', 'won', 'lost')),
	CONSTRAINT "payment_disputes_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_nonnegative";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "payout_requests" DROP CONSTRAINT "payout_requests_status_check";--> statement-breakpoint
ALTER TABLE "content_events" DROP CONSTRAINT "content_events_post_id_campaign_analytics_id_fk";
--> statement-breakpoint
ALTER TABLE "content_holds" DROP CONSTRAINT "content_holds_post_id_campaign_analytics_id_fk";
--> statement-breakpoint
ALTER TABLE "content_metric_snapshots" DROP CONSTRAINT "content_metric_snapshots_post_id_campaign_analytics_id_fk";
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "disputed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "first_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "delay_reason" text;--> statement-breakpoint
ALTER TABLE "business_withdrawals" ADD CONSTRAINT "business_withdrawals_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_withdrawal_id_business_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."business_withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_withdrawals_business_id_created_at_index" ON "business_withdrawals" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposit_refunds_checkout_id_index" ON "deposit_refunds" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "deposit_refunds_withdrawal_id_index" ON "deposit_refunds" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_checkout_id_index" ON "payment_disputes" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_provider_payment_ref_index" ON "payment_checkouts" USING btree ("provider","payment_ref");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_provider_fixed" CHECK (("kind" = 'provider') = ("provider" is not null) and ("kind" <> 'provider' or ("provider" in ('test', 'stripe') and "id" = 'provider:' || "provider")));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_nonnegative" CHECK ("allow_negative" or "balance_cents" >= 0 or "kind" = 'business_wallet');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("kind" in ('deposit', 'campaign_funding', 'earnings_reserve', 'earnings_release', 'earnings_settlement', 'escrow_return', 'payout_request', 'payout_paid', 'payout_failed', 'dispute_debit', 'dispute_reinstatement', 'deposit_refund', 'deposit_refund_failed'));--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_taken_back_within_amount" CHECK ("refunded_cents" >= 0 and "disputed_cents" >= 0 and "refunded_cents" + "disputed_cents" <= "amount_cents");--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_status_check" CHECK ("status" in ('requested', 'approved', 'paid', 'failed', 'delayed'));--> statement-breakpoint
-- Issue 25. A business wallet goes below zero only through money the provider took back without asking us (a dispute,
-- a refund made at the provider: WALLET_OVERDRAW_KINDS); every other account but a provider's never does.
CREATE OR REPLACE FUNCTION "ledger_apply_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_kind text;
  tx_kind text;
BEGIN
  -- Entries are added only by the database transaction that wrote their ledger transaction, so the check at its
  -- commit (ledger_transactions_balanced) covers every one of them.
  SELECT t."kind" INTO tx_kind FROM "ledger_transactions" t
    WHERE t."id" = NEW."transaction_id" AND t."xact_id" = txid_current();
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger entries are written with their transaction, never added to an earlier one'
      USING ERRCODE = 'check_violation';
  END IF;
  UPDATE "ledger_accounts" SET "balance_cents" = "balance_cents" + NEW."amount_cents", "version" = "version" + 1
    WHERE "id" = NEW."account_id"
    RETURNING "balance_cents", "version", "kind" INTO NEW."balance_after_cents", NEW."account_version", account_kind;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW."account_id" USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF account_kind = 'business_wallet' AND NEW."balance_after_cents" < 0 AND NEW."amount_cents" < 0
     AND tx_kind NOT IN ('dispute_debit', 'deposit_refund') THEN
    RAISE EXCEPTION 'ledger account % would go below zero (%)', NEW."account_id", tx_kind
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Nothing empties the ledger. The one deliberate "delete all data" (npm run seed over a database that holds data, a
-- development tool: resetDatabase) says so for its own transaction.
CREATE FUNCTION "refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('microreach.erase_all_data', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION '% is never emptied', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
--> statement-breakpoint
-- Delivered work is protected: a campaign anyone applied to, joined or posted in is ended, never deleted (its posts'
-- audit, snapshots and holds no longer go with it either: their foreign keys are dropped above).
CREATE FUNCTION "campaigns_refuse_delete_with_participants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('microreach.erase_all_data', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  IF EXISTS (SELECT 1 FROM "campaign_applicants" a WHERE a."campaign_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "campaign_analytics" p WHERE p."campaign_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "campaign_invitations" i WHERE i."campaign_id" = OLD."id" AND i."status" = 'accepted') THEN
    RAISE EXCEPTION 'campaign % has participants: it can be ended, not deleted', OLD."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_no_delete_with_participants" BEFORE DELETE ON "campaigns"
  FOR EACH ROW EXECUTE FUNCTION "campaigns_refuse_delete_with_participants"();
