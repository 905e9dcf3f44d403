ALTER TABLE "bond_screen" ADD COLUMN "next_put_date" date;--> statement-breakpoint
-- Every stored row lacks the new column: the screener's refresher fills it (no bond-math runs
-- again: prices and terms are unchanged).
INSERT INTO "bond_screen_dirty" ("emission_id", "terms") SELECT "emission_id", false FROM "bond_screen" ON CONFLICT DO NOTHING;
