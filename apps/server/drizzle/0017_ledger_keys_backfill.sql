-- Issue 25. Transactions written before 0016 get what every later one has, so the whole ledger answers to the same
-- rules (`npm run ledger:check`): a fingerprint of what each moved (as ledger_transfer computes it: the kind and each
-- account's amount), and an idempotency key for each earnings movement, in the scheme campaign-money.ts uses: a post's
-- nth movement 'earnings:<post id>:<n>', a campaign's nth return of escrow 'escrow_return:<campaign id>:<n>' (n from 0,
-- in the order they were written), or '<kind>:tx:<transaction id>' for one whose post or campaign is gone. This is the
-- one change ever made to written ledger transactions: the trigger that refuses it is set aside for these two
-- statements only, in this migration's transaction, and only empty columns are filled.
ALTER TABLE "ledger_transactions" DISABLE TRIGGER "ledger_transactions_no_update";
--> statement-breakpoint
UPDATE "ledger_transactions" t SET "request_fingerprint" = f."fingerprint"
  FROM (
    SELECT x."id", encode(sha256(convert_to(x."kind" || '|' || string_agg(
      e."account_id" || '=' || e."amount_cents"::text, ',' ORDER BY e."account_id" COLLATE "C"), 'UTF8')), 'hex') AS "fingerprint"
    FROM "ledger_transactions" x JOIN "ledger_entries" e ON e."transaction_id" = x."id"
    WHERE x."request_fingerprint" IS NULL
    GROUP BY x."id", x."kind"
  ) f
  WHERE t."id" = f."id";
--> statement-breakpoint
UPDATE "ledger_transactions" t SET "idempotency_key" = k."key"
  FROM (
    SELECT x."id",
      CASE
        WHEN x."kind" = 'escrow_return' AND x."campaign_id" IS NOT NULL THEN
          'escrow_return:' || x."campaign_id" || ':' || (row_number() OVER (
            PARTITION BY x."campaign_id", x."kind" = 'escrow_return' ORDER BY x."created_at", x."id") - 1)
        WHEN x."kind" <> 'escrow_return' AND x."post_id" IS NOT NULL AND x."campaign_id" IS NOT NULL THEN
          'earnings:' || x."post_id" || ':' || (row_number() OVER (
            PARTITION BY x."campaign_id", x."post_id" ORDER BY x."created_at", x."id") - 1)
        ELSE x."kind" || ':tx:' || x."id"
      END AS "key"
    FROM "ledger_transactions" x
    WHERE x."kind" IN ('earnings_reserve', 'earnings_release', 'earnings_settlement', 'escrow_return')
      OR (x."post_id" IS NOT NULL AND x."campaign_id" IS NOT NULL)
  ) k
  WHERE t."id" = k."id" AND t."idempotency_key" IS NULL
    AND t."kind" IN ('earnings_reserve', 'earnings_release', 'earnings_settlement', 'escrow_return');
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ENABLE TRIGGER "ledger_transactions_no_update";
