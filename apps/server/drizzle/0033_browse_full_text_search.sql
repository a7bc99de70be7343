DROP INDEX "campaigns_status_start_date_index";--> statement-breakpoint
DROP INDEX "campaigns_status_influencer_budget_cents_index";--> statement-breakpoint
DROP INDEX "campaigns_live_search_trgm";--> statement-breakpoint
-- Issue 31: browse searches words by their beginnings with full-text search. The words of name, description, niche and
-- hashtags as a stored tsvector ('simple': no stemming, no stop words, lower case), kept out of the Drizzle schema so
-- rows read elsewhere do not carry it; the search uses the same parser (creator-campaigns/browse-search.ts). Only Live
-- campaigns have one (browse searches nothing else): the column's statistics are then those of Live campaigns, so the
-- planner knows how many Live campaigns a word has (a word common in drafts may be in no Live campaign at all). The
-- indexes below hold the rows that have one, the Live campaigns: browse asks for "search_vector @@ query" (which only
-- a Live campaign can match) or "search_vector IS NOT NULL" without a search, never also "status = 'Live'", which the
-- planner would count twice (a third of a third).
ALTER TABLE "campaigns" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (CASE WHEN "status" = 'Live' THEN to_tsvector('simple'::regconfig, coalesce("campaign_name", '') || ' ' || coalesce("campaign_description", '') || ' ' || coalesce("campaign_niche", '') || ' ' || coalesce("campaign_hashtags", '')) END) STORED;--> statement-breakpoint
-- Few matches (a rare word, narrow filters): the GIN index finds them.
CREATE INDEX "campaigns_live_search" ON "campaigns" USING gin ("search_vector") WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
-- Many matches (a common prefix, a deep page): each sort's index is read in order, with the id that breaks ties (dates
-- and budgets repeat: without it a page sorts every campaign of its date) and every column a filter tests, so the
-- first matches are found from the index alone, without visiting the table.
CREATE INDEX "campaigns_live_newest" ON "campaigns" ("start_date" DESC NULLS LAST, "id") INCLUDE ("end_date", "campaign_niche", "private_public", "influencer_budget_cents", "search_vector") WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_live_closing" ON "campaigns" ("end_date", "id") INCLUDE ("campaign_niche", "private_public", "influencer_budget_cents", "search_vector") WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_live_budget" ON "campaigns" ("influencer_budget_cents" DESC NULLS LAST, "id") INCLUDE ("end_date", "campaign_niche", "private_public", "search_vector") WHERE "search_vector" IS NOT NULL;
--> statement-breakpoint
-- Narrow filters (a niche, a visibility, a budget bucket) with a common word, and the count of a search: the filters'
-- index holds the words and the end date too, so it finds and counts matches without visiting the table; statistics
-- on the filters together tell the planner when they are few (a niche may be all of one visibility).
CREATE INDEX "campaigns_live_filters" ON "campaigns" ("campaign_niche", "private_public", "influencer_budget_cents") INCLUDE ("end_date", "search_vector") WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "campaigns_browse_filters_stats" (mcv) ON "status", "campaign_niche", "private_public" FROM "campaigns";
