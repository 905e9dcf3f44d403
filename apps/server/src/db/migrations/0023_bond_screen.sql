CREATE TABLE "bond_screen" (
	"emission_id" integer PRIMARY KEY NOT NULL,
	"alive" boolean NOT NULL,
	"as_of" date NOT NULL,
	"trading_ground_id" integer,
	"price_date" date,
	"clean_price" double precision,
	"ytm" double precision,
	"modified_duration" double precision,
	"convexity" double precision,
	"g_spread" double precision,
	"accrued_interest" double precision,
	"traded_days_30" integer NOT NULL,
	"median_volume_30" double precision,
	"next_coupon_date" date,
	"next_coupon_amount" double precision,
	"next_offer_date" date,
	"next_offer_type" text,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bond_screen_dirty" (
	"emission_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bond_screen" ADD CONSTRAINT "bond_screen_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bond_screen_ytm_idx" ON "bond_screen" USING btree ("ytm");--> statement-breakpoint
CREATE INDEX "bond_screen_duration_idx" ON "bond_screen" USING btree ("modified_duration");--> statement-breakpoint
-- The screener's rows are read by the list (cached by data version): their writes move it.
CREATE TRIGGER bond_screen_bumps_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bond_screen FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
ALTER TABLE bond_screen ENABLE ALWAYS TRIGGER bond_screen_bumps_data_version;
