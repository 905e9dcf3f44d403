-- The site search's typo matching, one trigram index per suggest tab: with one index over every
-- type, a tab of a few thousand stocks rechecked the bonds' millions of trigram hits (issue 16's
-- speed, bench/search.ts). Each suggest query names its entity_type, so the planner picks the
-- partial index of that tab. Derived rows: no data-version trigger.
DROP INDEX IF EXISTS "search_entries_term_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_entries_bonds_trgm_idx" ON "search_entries" USING gin ("term" gin_trgm_ops) WHERE "entity_type" = 'bonds';--> statement-breakpoint
CREATE INDEX "search_entries_stocks_trgm_idx" ON "search_entries" USING gin ("term" gin_trgm_ops) WHERE "entity_type" = 'stocks';--> statement-breakpoint
CREATE INDEX "search_entries_etf_trgm_idx" ON "search_entries" USING gin ("term" gin_trgm_ops) WHERE "entity_type" = 'etf';--> statement-breakpoint
CREATE INDEX "search_entries_indexes_trgm_idx" ON "search_entries" USING gin ("term" gin_trgm_ops) WHERE "entity_type" = 'indexes';--> statement-breakpoint
CREATE INDEX "search_entries_companies_trgm_idx" ON "search_entries" USING gin ("term" gin_trgm_ops) WHERE "entity_type" = 'companies';
