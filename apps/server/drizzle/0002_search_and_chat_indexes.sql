ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_status_check";--> statement-breakpoint
CREATE INDEX "chat_sender_id_created_at_index" ON "chat" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ((coalesce("name", '') || ' ' || coalesce("bio", '') || ' ' || coalesce("content_niches", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_check" CHECK ("status" in ('Live', 'Paused', 'Draft', 'Completed', 'Ended'));