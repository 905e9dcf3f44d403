CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" char(2) NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "country_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" char(3) NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "trading_grounds" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"country_id" integer,
	"is_exchange" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emitents" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"full_names" jsonb NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"sector" text,
	"is_sovereign" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"isin" varchar(12),
	"names" jsonb NOT NULL,
	"full_names" jsonb NOT NULL,
	"emitent_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"face_value" double precision NOT NULL,
	"issue_date" date,
	"maturity_date" date,
	"coupon_type" text NOT NULL,
	"coupon_rate" double precision,
	"coupon_frequency" integer NOT NULL,
	"day_count" text NOT NULL,
	"outstanding_volume" double precision,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emissions_isin_unique" UNIQUE("isin")
);
--> statement-breakpoint
CREATE TABLE "trading_ticks" (
	"emission_id" integer NOT NULL,
	"trading_ground_id" integer NOT NULL,
	"date" date NOT NULL,
	"document" text,
	"type_id" integer,
	"buying_quote" double precision,
	"selling_quote" double precision,
	"bid_ask_spread" double precision,
	"mid_price" double precision,
	"open_price" double precision,
	"min_price" double precision,
	"max_price" double precision,
	"last_price" double precision,
	"avar_price" double precision,
	"legalcloseprice" double precision,
	"marketprice" double precision,
	"marketprice2" double precision,
	"admittedquote" double precision,
	"indicative_price" double precision,
	"indicative_price_type" text,
	"previous_indicative_price" double precision,
	"ytm_bid" double precision,
	"ytm_offer" double precision,
	"ytm_last" double precision,
	"ytm_close" double precision,
	"yto_bid" double precision,
	"yto_offer" double precision,
	"yto_last" double precision,
	"yto_close" double precision,
	"ytc_bid" double precision,
	"ytc_offer" double precision,
	"ytc_last" double precision,
	"ytc_close" double precision,
	"clearance_profit_effect" double precision,
	"offer_profit_effect" double precision,
	"coupon_profit_effect" double precision,
	"indicative_yield" double precision,
	"indicative_yield_type" text,
	"offer_date" date,
	"nkd" double precision,
	"dur" double precision,
	"dur_to" double precision,
	"duration" double precision,
	"dur_mod" double precision,
	"dur_mod_to" double precision,
	"modified_duration" double precision,
	"years_to_maturity" double precision,
	"years_to_offert" double precision,
	"convexity" double precision,
	"convexity_offer" double precision,
	"pvbp" double precision,
	"pvbp_offer" double precision,
	"volume_money" double precision,
	"volume" double precision,
	"overturn" double precision,
	"agreement_number" integer,
	"g_spread" double precision,
	"t_spread" double precision,
	"t_spread_benchmark" text,
	"board_name" text,
	"last_deal" text,
	"bad_data" text[] DEFAULT '{}' NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	CONSTRAINT "trading_ticks_emission_id_trading_ground_id_date_pk" PRIMARY KEY("emission_id","trading_ground_id","date")
);
--> statement-breakpoint
CREATE TABLE "equities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ticker" text NOT NULL,
	"isin" varchar(12),
	"names" jsonb NOT NULL,
	"emitent_id" integer,
	"currency_id" integer,
	"source" text DEFAULT 'demo' NOT NULL,
	CONSTRAINT "equities_isin_unique" UNIQUE("isin")
);
--> statement-breakpoint
CREATE TABLE "index_values" (
	"index_id" integer NOT NULL,
	"date" date NOT NULL,
	"value" double precision NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	CONSTRAINT "index_values_index_id_date_pk" PRIMARY KEY("index_id","date")
);
--> statement-breakpoint
CREATE TABLE "indexes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"currency_id" integer,
	"source" text DEFAULT 'demo' NOT NULL,
	CONSTRAINT "indexes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"nsd_access" boolean DEFAULT false NOT NULL,
	"tariffs" integer[] DEFAULT '{}' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'eng' NOT NULL,
	"country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "country_regions" ADD CONSTRAINT "country_regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_grounds" ADD CONSTRAINT "trading_grounds_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emitents" ADD CONSTRAINT "emitents_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emitents" ADD CONSTRAINT "emitents_region_id_country_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."country_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_ticks" ADD CONSTRAINT "trading_ticks_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_ticks" ADD CONSTRAINT "trading_ticks_trading_ground_id_trading_grounds_id_fk" FOREIGN KEY ("trading_ground_id") REFERENCES "public"."trading_grounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equities" ADD CONSTRAINT "equities_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equities" ADD CONSTRAINT "equities_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_values" ADD CONSTRAINT "index_values_index_id_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."indexes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indexes" ADD CONSTRAINT "indexes_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emitents_country_idx" ON "emitents" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "emissions_emitent_idx" ON "emissions" USING btree ("emitent_id");--> statement-breakpoint
CREATE INDEX "trading_ticks_ground_date_idx" ON "trading_ticks" USING btree ("trading_ground_id","date");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");