CREATE TABLE "bond_screen_grounds" (
	"emission_id" integer NOT NULL,
	"ground_id" integer NOT NULL,
	"price_date" date NOT NULL,
	"clean_price" double precision,
	"ytm" double precision,
	"modified_duration" double precision,
	"convexity" double precision,
	"g_spread" double precision,
	"accrued_interest" double precision,
	"traded_days_30" integer NOT NULL,
	"median_volume_30" double precision,
	"bid_ask_spread" double precision,
	"yield_to_offer" double precision,
	"yield_to_worst" double precision,
	"worst_date" date,
	"screen_yield" double precision,
	"street_yield" double precision,
	"current_yield" double precision,
	"z_spread" double precision,
	CONSTRAINT "bond_screen_grounds_emission_id_ground_id_pk" PRIMARY KEY("emission_id","ground_id")
);
--> statement-breakpoint
ALTER TABLE "bond_screen_grounds" ADD CONSTRAINT "bond_screen_grounds_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bond_screen_grounds_yield_idx" ON "bond_screen_grounds" USING btree ("ground_id","screen_yield");--> statement-breakpoint
CREATE INDEX "bond_screen_grounds_duration_idx" ON "bond_screen_grounds" USING btree ("ground_id","modified_duration");--> statement-breakpoint
-- The per-ground rows are read by the list (cached by data version): their writes move it.
CREATE TRIGGER bond_screen_grounds_bumps_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bond_screen_grounds FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
ALTER TABLE bond_screen_grounds ENABLE ALWAYS TRIGGER bond_screen_grounds_bumps_data_version;--> statement-breakpoint
-- No bond has its ground rows yet: the screener's refresher writes them (the main rows' bond-math
-- is kept: prices and terms are unchanged).
INSERT INTO "bond_screen_dirty" ("emission_id", "terms") SELECT "emission_id", false FROM "bond_screen" ON CONFLICT DO NOTHING;
