ALTER TABLE "bond_screen" ADD COLUMN "praams_score" smallint;--> statement-breakpoint
CREATE INDEX "bond_screen_praams_idx" ON "bond_screen" USING btree ("praams_score");--> statement-breakpoint
-- Every stored row lacks the score: the screener's refresher fills it (no bond-math runs again:
-- prices and terms are unchanged).
INSERT INTO "bond_screen_dirty" ("emission_id", "terms") SELECT "emission_id", false FROM "bond_screen" ON CONFLICT DO NOTHING;
