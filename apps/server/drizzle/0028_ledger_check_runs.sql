CREATE TABLE "ledger_check_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "ledger_check_runs_source_check" CHECK ("source" in ('job', 'cli')),
	CONSTRAINT "ledger_check_runs_ok_means_none" CHECK ("ok" = (jsonb_array_length("violations") = 0))
);
--> statement-breakpoint
CREATE INDEX "ledger_check_runs_finished_at_index" ON "ledger_check_runs" USING btree ("finished_at" DESC NULLS LAST);--> statement-breakpoint
-- Each run of `ledger:check` is a record, append-only like the ledger it checks (issue 28 item 6).
CREATE TRIGGER "ledger_check_runs_no_update" BEFORE UPDATE ON "ledger_check_runs"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_check_runs_no_delete" BEFORE DELETE ON "ledger_check_runs"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_check_runs_no_truncate" BEFORE TRUNCATE ON "ledger_check_runs"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
