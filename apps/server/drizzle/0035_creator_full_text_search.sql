DROP INDEX "users_creator_search_trgm";--> statement-breakpoint
DROP INDEX "users_creator_search_words";--> statement-breakpoint
-- Issue 31: Find Influencers searches words by their beginnings with full-text search, as browse does (0033). The words
-- of a creator's name, Instagram and TikTok handles, bio, niches and hashtags as a stored tsvector ('simple': no
-- stemming, no stop words, lower case), each run of ASCII punctuation first made a space, so a handle 'mila.silva' or
-- 'mila_silva' is the words 'mila' and 'silva' (the parser would keep 'mila.silva' whole, as a host name). Kept out of
-- the Drizzle schema so rows read elsewhere do not carry it; the search (find-influencers.service.ts) builds its query
-- from the same words. Only creators who can be found have one (not businesses, not deleted accounts), so the GIN
-- index below holds them alone and the column's statistics are theirs. The trigram index of the text and the index of
-- its words (0007, 0008) are replaced: a substring had to be checked again on every row the trigrams let through.
ALTER TABLE "users" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (CASE WHEN "role" = 'Influencer' AND "deleted_at" IS NULL THEN to_tsvector('simple'::regconfig, regexp_replace(coalesce("name", '') || ' ' || coalesce("instagram", '') || ' ' || coalesce("tiktok", '') || ' ' || coalesce("bio", '') || ' ' || coalesce("content_niches", '') || ' ' || coalesce("hashtags_keywords", ''), '[!-/:-@[-`{-~]+', ' ', 'g')) END) STORED;--> statement-breakpoint
CREATE INDEX "users_creator_search" ON "users" USING gin ("search_vector") WHERE "search_vector" IS NOT NULL;
