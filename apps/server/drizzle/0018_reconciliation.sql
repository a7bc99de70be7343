CREATE TABLE "reconciliation_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"reference" text NOT NULL,
	"ledger_cents" bigint,
	"provider_cents" bigint,
	"ledger_transaction_id" uuid,
	"detail" text NOT NULL,
	CONSTRAINT "reconciliation_differences_kind_check" CHECK ("kind" in ('missing_in_ledger', 'missing_at_provider', 'amount_mismatch')),
	CONSTRAINT "reconciliation_differences_subject_check" CHECK ("subject" in ('deposit', 'payout', 'refund', 'dispute', 'other'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone NOT NULL,
	"ledger_total_cents" bigint,
	"provider_total_cents" bigint,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "reconciliation_runs_provider_check" CHECK ("provider" in ('test', 'stripe')),
	CONSTRAINT "reconciliation_runs_status_check" CHECK ("status" in ('ok', 'differences', 'failed')),
	CONSTRAINT "reconciliation_runs_error_when_failed" CHECK (("status" = 'failed') = ("error" is not null))
);
--> statement-breakpoint
CREATE TABLE "test_provider_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"payment_ref" text,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_records_kind_reference_unique" UNIQUE("kind","reference"),
	CONSTRAINT "test_provider_records_kind_check" CHECK ("kind" in ('charge', 'payout', 'refund', 'dispute', 'dispute_won')),
	CONSTRAINT "test_provider_records_amount_sign" CHECK (("amount_cents" > 0) = ("kind" in ('charge', 'dispute_won')) and "amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_id_index" ON "reconciliation_differences" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_provider_started_at_index" ON "reconciliation_runs" USING btree ("provider","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_provider_records_created_at_index" ON "test_provider_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "test_provider_records_payment_ref_index" ON "test_provider_records" USING btree ("payment_ref");--> statement-breakpoint
-- The test provider's books are append-only, as a provider's records are: refuse_change (0011) refuses an update or a
-- delete, refuse_truncate (0015) a TRUNCATE outside resetDatabase's "erase all data".
CREATE TRIGGER "test_provider_records_no_update" BEFORE UPDATE ON "test_provider_records"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "test_provider_records_no_delete" BEFORE DELETE ON "test_provider_records"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "test_provider_records_no_truncate" BEFORE TRUNCATE ON "test_provider_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
