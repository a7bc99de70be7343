-- Issue 25. ledger_transfer as in 0011, with two changes.
-- 1. A key names one request: the transaction stores a fingerprint of what it moves (its kind and each account's
--    amount, not its wording), and the same key with a different fingerprint is refused (SQLSTATE MR409, which
--    transfer() answers with 409 IDEMPOTENCY_KEY_REUSED) instead of being taken for a replay. A row written before
--    this migration has no fingerprint: its key still replays.
-- 2. A leg marked may_overdraw (money the provider took back without asking us: a dispute, a refund made at the
--    provider) is not checked for cover, so the business wallet it takes from may go below zero. Only those two kinds
--    may mark a leg (the same list as ledger_apply_entry's); any other kind that does is a programming error.
CREATE OR REPLACE FUNCTION "ledger_transfer"(
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
      AND NOT coalesce((x->>'may_overdraw')::boolean, false)
    ORDER BY 1);
  fingerprint text := encode(sha256(convert_to(p_kind || '|' || (
    SELECT string_agg((x->>'id') || '=' || ((x->>'amount')::bigint)::text, ',' ORDER BY (x->>'id') COLLATE "C")
    FROM jsonb_array_elements(p_legs) x), 'UTF8')), 'hex');
  tx_id uuid;
  prior text;
  short text;
BEGIN
  IF p_kind NOT IN ('dispute_debit', 'deposit_refund')
     AND EXISTS (SELECT 1 FROM jsonb_array_elements(p_legs) x WHERE coalesce((x->>'may_overdraw')::boolean, false)) THEN
    RAISE EXCEPTION 'a % may not overdraw an account: only a dispute or a refund made at the provider may', p_kind
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_key IS NOT NULL THEN
    SELECT t."id", t."request_fingerprint" INTO tx_id, prior FROM "ledger_transactions" t WHERE t."idempotency_key" = p_key;
    IF FOUND THEN
      IF prior IS NOT NULL AND prior <> fingerprint THEN
        RAISE EXCEPTION 'idempotency key % was already used for a different movement', p_key USING ERRCODE = 'MR409';
      END IF;
      RETURN QUERY SELECT tx_id, true, NULL::text;
      RETURN;
    END IF;
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
  -- A twin that held these locks may have committed the key meanwhile: its movement is this one, not a shortfall.
  IF p_key IS NOT NULL THEN
    SELECT t."id", t."request_fingerprint" INTO tx_id, prior FROM "ledger_transactions" t WHERE t."idempotency_key" = p_key;
    IF FOUND THEN
      IF prior IS NOT NULL AND prior <> fingerprint THEN
        RAISE EXCEPTION 'idempotency key % was already used for a different movement', p_key USING ERRCODE = 'MR409';
      END IF;
      RETURN QUERY SELECT tx_id, true, NULL::text;
      RETURN;
    END IF;
  END IF;
  SELECT a."id" INTO short
    FROM jsonb_array_elements(p_legs) x
    JOIN "ledger_accounts" a ON a."id" = x->>'id'
    WHERE a."id" = ANY (debited) AND a."balance_cents" + (x->>'amount')::bigint < 0
    ORDER BY a."id"
    LIMIT 1;
  IF short IS NOT NULL THEN RETURN QUERY SELECT NULL::uuid, false, short; RETURN; END IF;
  INSERT INTO "ledger_transactions"
    ("kind", "description", "idempotency_key", "request_fingerprint", "user_id", "campaign_id", "post_id",
     "creator_id", "payout_id", "checkout_id", "created_at")
    VALUES (p_kind, p_description, p_key, fingerprint, p_user, p_campaign, p_post, p_creator, p_payout, p_checkout,
      coalesce(p_created_at, now()))
    ON CONFLICT ("idempotency_key") DO NOTHING
    RETURNING "ledger_transactions"."id" INTO tx_id;
  IF tx_id IS NULL THEN
    -- A concurrent twin committed the key first.
    SELECT t."id", t."request_fingerprint" INTO tx_id, prior FROM "ledger_transactions" t WHERE t."idempotency_key" = p_key;
    IF prior IS NOT NULL AND prior <> fingerprint THEN
      RAISE EXCEPTION 'idempotency key % was already used for a different movement', p_key USING ERRCODE = 'MR409';
    END IF;
    RETURN QUERY SELECT tx_id, true, NULL::text;
    RETURN;
  END IF;
  INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount_cents", "created_at")
    SELECT tx_id, x->>'id', (x->>'amount')::bigint, coalesce(p_created_at, now())
    FROM jsonb_array_elements(p_legs) x
    ORDER BY x->>'id';
  RETURN QUERY SELECT tx_id, false, NULL::text;
END $$;
