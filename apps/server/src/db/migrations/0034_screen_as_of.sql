CREATE TABLE "bond_screen_state" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "bond_screen_state_one" CHECK ("bond_screen_state"."one")
);
--> statement-breakpoint
-- The rows' as-of date moves to one row: a new trading day recomputes only the rows it changes
-- (modules/screener), not every row to write its date. The rows were computed for their newest.
INSERT INTO "bond_screen_state" ("as_of") SELECT max("as_of") FROM "bond_screen" HAVING max("as_of") IS NOT NULL;--> statement-breakpoint
-- A screen reads it ("offer within N days" counts from it; cached by data version).
CREATE TRIGGER bond_screen_state_bumps_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bond_screen_state FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
ALTER TABLE bond_screen_state ENABLE ALWAYS TRIGGER bond_screen_state_bumps_data_version;--> statement-breakpoint
ALTER TABLE "bond_screen" DROP COLUMN "as_of";--> statement-breakpoint
-- What an as-of move passes: payments and listings of the days in between, without a scan.
CREATE INDEX "emission_cash_flows_date_idx" ON "emission_cash_flows" USING btree ("date");--> statement-breakpoint
CREATE INDEX "bond_facts_kind_date_idx" ON "bond_facts" USING btree ("kind","date");--> statement-breakpoint
CREATE INDEX "bond_facts_kind_end_idx" ON "bond_facts" USING btree ("kind","end_date");
