CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"campaign_id" uuid,
	"provider" text,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" in ('business_wallet', 'campaign_escrow', 'creator_pending', 'creator_available', 'creator_payouts', 'platform_fees', 'provider')),
	CONSTRAINT "ledger_accounts_balance_nonnegative" CHECK ("allow_negative" or "balance_cents" >= 0),
	CONSTRAINT "ledger_accounts_negative_only_provider" CHECK (not "allow_negative" or "kind" = 'provider')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint DEFAULT 0 NOT NULL,
	"account_version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_version_unique" UNIQUE("account_id","account_version"),
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"description" text NOT NULL,
	"user_id" uuid,
	"campaign_id" uuid,
	"post_id" uuid,
	"creator_id" uuid,
	"payout_id" uuid,
	"checkout_id" uuid,
	"xact_id" bigint DEFAULT txid_current() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("kind" in ('deposit', 'campaign_funding', 'earnings_reserve', 'earnings_release', 'earnings_settlement', 'escrow_return', 'payout_request', 'payout_paid', 'payout_failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"business_id" uuid,
	"amount_cents" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"provider_ref" text,
	"url" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_checkouts_provider_ref_unique" UNIQUE("provider","provider_ref"),
	CONSTRAINT "payment_checkouts_provider_check" CHECK ("provider" in ('test', 'stripe')),
	CONSTRAINT "payment_checkouts_state_check" CHECK ("state" in ('open', 'paid', 'declined', 'expired')),
	CONSTRAINT "payment_checkouts_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_provider_unique" UNIQUE("user_id","provider"),
	CONSTRAINT "payout_accounts_provider_external_unique" UNIQUE("provider","external_id"),
	CONSTRAINT "payout_accounts_provider_check" CHECK ("provider" in ('test', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "payments" CASCADE;--> statement-breakpoint
ALTER TABLE "payout_requests" DROP CONSTRAINT "payout_requests_status_check";--> statement-breakpoint
-- Payments and payout requests before the ledger were figures no money stood behind (the original's placeholders and
-- the demo's): they go, and money from now on is the ledger's. The demo seeds its history through the ledger.
DELETE FROM "payout_requests";--> statement-breakpoint
ALTER TABLE "payout_requests" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "payout_account_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payout_id_payout_requests_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payout_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_id_index" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_campaign_id_index" ON "ledger_accounts" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_id_index" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_campaign_id_post_id_index" ON "ledger_transactions" USING btree ("campaign_id","post_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_creator_id_post_id_index" ON "ledger_transactions" USING btree ("creator_id","post_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_id_index" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_business_id_created_at_index" ON "payment_checkouts" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_requests_open" ON "payout_requests" USING btree ("requested_at") WHERE "status" in ('requested', 'approved');--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_status_check" CHECK ("status" in ('requested', 'approved', 'paid', 'failed'));--> statement-breakpoint
-- The ledger's rules, kept by the database itself (decision 018).
-- An entry applies itself to its account: the balance and version move by the entry, which records both. Balances
-- change in no other way; the account's check constraint refuses a balance below zero (but for a provider's).
CREATE FUNCTION "ledger_apply_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Entries are added only by the database transaction that wrote their ledger transaction, so the check at its
  -- commit (ledger_transactions_balanced) covers every one of them.
  IF NOT EXISTS (SELECT 1 FROM "ledger_transactions" t
                 WHERE t."id" = NEW."transaction_id" AND t."xact_id" = txid_current()) THEN
    RAISE EXCEPTION 'ledger entries are written with their transaction, never added to an earlier one'
      USING ERRCODE = 'check_violation';
  END IF;
  UPDATE "ledger_accounts" SET "balance_cents" = "balance_cents" + NEW."amount_cents", "version" = "version" + 1
    WHERE "id" = NEW."account_id"
    RETURNING "balance_cents", "version" INTO NEW."balance_after_cents", NEW."account_version";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW."account_id" USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" BEFORE INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_apply_entry"();
--> statement-breakpoint
-- A new account starts at zero; an account's balance and version change only from an entry's trigger (depth 2), and
-- what it is never changes.
CREATE FUNCTION "ledger_guard_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."balance_cents" := 0;
    NEW."version" := 0;
    RETURN NEW;
  END IF;
  IF (NEW."id", NEW."kind", NEW."allow_negative", NEW."provider") IS DISTINCT FROM
     (OLD."id", OLD."kind", OLD."allow_negative", OLD."provider") THEN
    RAISE EXCEPTION 'a ledger account never changes what it is' USING ERRCODE = 'check_violation';
  END IF;
  IF (NEW."balance_cents", NEW."version") IS DISTINCT FROM (OLD."balance_cents", OLD."version")
     AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger balances change only through ledger entries' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE INSERT OR UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_guard_account"();
--> statement-breakpoint
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_delete" BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_delete" BEFORE DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_delete" BEFORE DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
-- A transaction's references to people, campaigns, payouts and checkouts become null when those are deleted; nothing
-- else of it ever changes.
CREATE TRIGGER "ledger_transactions_no_update" BEFORE UPDATE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_update"('user_id', 'campaign_id', 'creator_id', 'payout_id', 'checkout_id');
--> statement-breakpoint
-- At commit, every transaction written has two or more entries that sum to zero (its entries can only have been
-- written in the same database transaction: ledger_apply_entry).
CREATE FUNCTION "ledger_check_balanced"(tx uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n bigint;
BEGIN
  SELECT coalesce(sum("amount_cents"), 0), count(*) INTO total, n FROM "ledger_entries" WHERE "transaction_id" = tx;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced: % entries summing to % cents', tx, n, total
      USING ERRCODE = 'check_violation';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ledger_transactions_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_balanced"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transactions_check_balanced"();
--> statement-breakpoint
-- One movement in one call (transfer() in modules/money/ledger.ts; p_legs: [{id, kind, user_id, campaign_id,
-- provider, allow_negative, amount}]): the accounts made if new; the ones it takes from that may not go below zero
-- locked in id order and checked (a provider's account is locked only by its entry, as late as possible: it is the
-- busiest one); the transaction row, once per idempotency key; its entries in account order. Returns the transaction's
-- id and whether it existed under the key, or the first account that holds too little (then nothing was written but
-- empty accounts). The tables' triggers still check everything it writes.
CREATE FUNCTION "ledger_transfer"(
  p_kind text, p_description text, p_key text, p_user uuid, p_campaign uuid, p_post uuid, p_creator uuid,
  p_payout uuid, p_checkout uuid, p_created_at timestamptz, p_legs jsonb
) RETURNS TABLE ("id" uuid, "replayed" boolean, "short_account" text) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  ids text[] := ARRAY(SELECT x->>'id' FROM jsonb_array_elements(p_legs) x);
  -- The accounts it takes from that may not go below zero, in id order (a provider's may: it is not locked here).
  debited text[] := ARRAY(
    SELECT x->>'id' FROM jsonb_array_elements(p_legs) x
    WHERE (x->>'amount')::bigint < 0 AND NOT coalesce((x->>'allow_negative')::boolean, false)
    ORDER BY 1);
  tx_id uuid;
  short text;
BEGIN
  IF p_key IS NOT NULL THEN
    SELECT t."id" INTO tx_id FROM "ledger_transactions" t WHERE t."idempotency_key" = p_key;
    IF FOUND THEN RETURN QUERY SELECT tx_id, true, NULL::text; RETURN; END IF;
  END IF;
  -- Only the missing accounts: an insert that meets an existing row would wait for whoever is changing it to commit.
  IF (SELECT count(*) FROM "ledger_accounts" e WHERE e."id" = ANY (ids)) < cardinality(ids) THEN
    INSERT INTO "ledger_accounts" ("id", "kind", "user_id", "campaign_id", "provider", "allow_negative")
      SELECT a->>'id', a->>'kind', (a->>'user_id')::uuid, (a->>'campaign_id')::uuid, a->>'provider',
        coalesce((a->>'allow_negative')::boolean, false)
      FROM jsonb_array_elements(p_legs) a
      ON CONFLICT ("id") DO NOTHING;
  END IF;
  -- Lock first, then read: a row filtered out before it is locked would never be waited for.
  PERFORM 1 FROM "ledger_accounts" a WHERE a."id" = ANY (debited) ORDER BY a."id" FOR UPDATE;
  SELECT a."id" INTO short
    FROM jsonb_array_elements(p_legs) x
    JOIN "ledger_accounts" a ON a."id" = x->>'id'
    WHERE a."id" = ANY (debited) AND a."balance_cents" + (x->>'amount')::bigint < 0
    ORDER BY a."id"
    LIMIT 1;
  IF short IS NOT NULL THEN RETURN QUERY SELECT NULL::uuid, false, short; RETURN; END IF;
  INSERT INTO "ledger_transactions"
    ("kind", "description", "idempotency_key", "user_id", "campaign_id", "post_id", "creator_id", "payout_id",
     "checkout_id", "created_at")
    VALUES (p_kind, p_description, p_key, p_user, p_campaign, p_post, p_creator, p_payout, p_checkout,
      coalesce(p_created_at, now()))
    ON CONFLICT ("idempotency_key") DO NOTHING
    RETURNING "ledger_transactions"."id" INTO tx_id;
  IF tx_id IS NULL THEN
    SELECT t."id" INTO tx_id FROM "ledger_transactions" t WHERE t."idempotency_key" = p_key;
    RETURN QUERY SELECT tx_id, true, NULL::text;
    RETURN;
  END IF;
  INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount_cents", "created_at")
    SELECT tx_id, x->>'id', (x->>'amount')::bigint, coalesce(p_created_at, now())
    FROM jsonb_array_elements(p_legs) x
    ORDER BY x->>'id';
  RETURN QUERY SELECT tx_id, false, NULL::text;
END $$;
