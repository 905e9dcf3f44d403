-- The site search's typo matching moves from search_entries (millions of rows, one issuer's
-- name repeated on each of its bonds: a typo's trigrams rechecked hundreds of thousands of rows,
-- seconds per query at 500,000 bonds) to search_stems, the distinct texts without their words
-- that hold a digit, each with its entities. One trigram index per suggest tab, as in 0011.
-- Derived rows: no data-version trigger. The marker row goes so that the next start rebuilds
-- both tables.
CREATE TABLE "search_stems" (
	"entity_type" text NOT NULL,
	"stem" text NOT NULL,
	"field" text NOT NULL,
	"entity_ids" integer[] NOT NULL,
	"activities" smallint[] NOT NULL,
	CONSTRAINT "search_stems_entity_type_stem_pk" PRIMARY KEY("entity_type","stem")
);--> statement-breakpoint
CREATE INDEX "search_stems_bonds_trgm_idx" ON "search_stems" USING gin ("stem" gin_trgm_ops) WHERE "entity_type" = 'bonds';--> statement-breakpoint
CREATE INDEX "search_stems_stocks_trgm_idx" ON "search_stems" USING gin ("stem" gin_trgm_ops) WHERE "entity_type" = 'stocks';--> statement-breakpoint
CREATE INDEX "search_stems_etf_trgm_idx" ON "search_stems" USING gin ("stem" gin_trgm_ops) WHERE "entity_type" = 'etf';--> statement-breakpoint
CREATE INDEX "search_stems_indexes_trgm_idx" ON "search_stems" USING gin ("stem" gin_trgm_ops) WHERE "entity_type" = 'indexes';--> statement-breakpoint
CREATE INDEX "search_stems_companies_trgm_idx" ON "search_stems" USING gin ("stem" gin_trgm_ops) WHERE "entity_type" = 'companies';--> statement-breakpoint
DROP INDEX IF EXISTS "search_entries_bonds_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_entries_stocks_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_entries_etf_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_entries_indexes_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_entries_companies_trgm_idx";--> statement-breakpoint
DELETE FROM "search_entries" WHERE "entity_type" = '_built';
