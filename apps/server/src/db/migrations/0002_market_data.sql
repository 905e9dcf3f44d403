CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"emission_id" integer,
	"emitent_id" integer,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"language" text NOT NULL,
	"date" date NOT NULL,
	"url" text NOT NULL,
	"mimetype" text NOT NULL,
	"size_bytes" integer,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emission_cash_flows" (
	"emission_id" integer NOT NULL,
	"num" integer NOT NULL,
	"date" date NOT NULL,
	"actual_payment_date" date,
	"record_date" date,
	"nontrading_start_date" date,
	"coupon_rate" double precision,
	"coupon_sum" double precision,
	"redemption" double precision,
	"pool_factor" double precision,
	"coupon_is_estimated" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_cash_flows_emission_id_num_pk" PRIMARY KEY("emission_id","num")
);
--> statement-breakpoint
CREATE TABLE "emission_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"emission_id" integer NOT NULL,
	"date" date NOT NULL,
	"period" text,
	"type" text NOT NULL,
	"option_type" text,
	"notice_period" text,
	"benchmark_spread" double precision,
	"price" double precision DEFAULT 100 NOT NULL,
	"repurchased_amount" double precision,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_constituents" (
	"index_id" integer NOT NULL,
	"emission_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"weight" double precision NOT NULL,
	CONSTRAINT "index_constituents_index_id_emission_id_from_date_pk" PRIMARY KEY("index_id","emission_id","from_date")
);
--> statement-breakpoint
CREATE TABLE "market_participants" (
	"id" integer PRIMARY KEY NOT NULL,
	"url" text,
	"emitent_id" integer,
	"response_person_id" integer,
	"hide_quotes" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"emitent_id" integer NOT NULL,
	"ttl" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"emission_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" time,
	"buying_quote" double precision,
	"selling_quote" double precision,
	"indicative_price" double precision,
	"indicative_yield_bid" double precision,
	"indicative_yield_ask" double precision,
	"clearance_profit_effect" double precision,
	"yto_bid" double precision,
	"yto_offer" double precision,
	"offer_profit_effect" double precision,
	"t_spread" double precision,
	"g_spread" double precision,
	"trading_volume" double precision,
	"end_of_day" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"emission_id" integer,
	"emitent_id" integer,
	"scale_id" integer NOT NULL,
	"scale_point_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"outlook" text,
	"date" date NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "rating_agencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rating_scale_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"scale_id" integer NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_emitents" (
	"comment_id" integer NOT NULL,
	"emitent_id" integer NOT NULL,
	CONSTRAINT "comment_emitents_comment_id_emitent_id_pk" PRIMARY KEY("comment_id","emitent_id")
);
--> statement-breakpoint
CREATE TABLE "comment_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"moderated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"date" date NOT NULL,
	"file_path" text,
	"file_mimetype" text,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consensus_forecasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"emitent_id" integer NOT NULL,
	"index_names" jsonb NOT NULL,
	"period" text NOT NULL,
	"actual_value" double precision,
	"forecast_value" double precision,
	"analysts" integer,
	"date" date NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"emitent_id" integer NOT NULL,
	"standard" text NOT NULL,
	"names" jsonb NOT NULL,
	"variant" text DEFAULT 'actual' NOT NULL,
	"currency" text NOT NULL,
	"unit_exponent" integer DEFAULT 3 NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multiplier_definitions" (
	"code" text PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"group_names" jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"formula" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multiplier_values" (
	"emitent_id" integer NOT NULL,
	"code" text NOT NULL,
	"period" integer NOT NULL,
	"period_end" date NOT NULL,
	"value" double precision NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "multiplier_values_emitent_id_code_period_period_end_pk" PRIMARY KEY("emitent_id","code","period","period_end")
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"emitent_id" integer NOT NULL,
	"list_code" text NOT NULL,
	"year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"language" text NOT NULL,
	"url" text NOT NULL,
	"mimetype" text NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_lines" (
	"standard" text NOT NULL,
	"table_code" text NOT NULL,
	"line_code" text NOT NULL,
	"parent_code" text,
	"sort" integer NOT NULL,
	"names" jsonb NOT NULL,
	"data_set_type" integer,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "report_lines_standard_table_code_line_code_pk" PRIMARY KEY("standard","table_code","line_code")
);
--> statement-breakpoint
CREATE TABLE "report_values" (
	"report_id" integer NOT NULL,
	"table_code" text NOT NULL,
	"line_code" text NOT NULL,
	"period_type" text NOT NULL,
	"period_end" date NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "report_values_report_id_table_code_line_code_period_type_period_end_pk" PRIMARY KEY("report_id","table_code","line_code","period_type","period_end")
);
--> statement-breakpoint
CREATE TABLE "yield_curve_params" (
	"curve_id" integer NOT NULL,
	"date" date NOT NULL,
	"params" jsonb NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yield_curve_params_curve_id_date_pk" PRIMARY KEY("curve_id","date")
);
--> statement-breakpoint
CREATE TABLE "yield_curve_points" (
	"curve_id" integer NOT NULL,
	"date" date NOT NULL,
	"tenor_years" double precision NOT NULL,
	"value" double precision NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yield_curve_points_curve_id_date_tenor_years_pk" PRIMARY KEY("curve_id","date","tenor_years")
);
--> statement-breakpoint
CREATE TABLE "yield_curves" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country_id" integer,
	"currency_id" integer,
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	CONSTRAINT "yield_curves_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "emitent_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"emitent_id" integer NOT NULL,
	"related_emitent_id" integer NOT NULL,
	"rel_type_names" jsonb NOT NULL,
	"share" double precision,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer,
	"tariff" integer,
	"status" text DEFAULT 'sent' NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"watchlist_id" integer NOT NULL,
	"emission_id" integer NOT NULL,
	"trading_ground_id" integer,
	"price" double precision,
	"count" double precision,
	"buy_date" date
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emitents" ADD COLUMN "registry_code" text;--> statement-breakpoint
ALTER TABLE "emitents" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "emitents" ADD COLUMN "descriptions" jsonb;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "placed_volume" double precision;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "placement_price" double precision;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "bond_kind" text DEFAULT 'corporate' NOT NULL;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "secid" text;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "min_trading_lot" integer;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "listing_level" integer;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "floating_base" text;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "floating_margin" double precision;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "is_amortizing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "is_subordinated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "is_secured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "is_guaranteed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "is_convertible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_cash_flows" ADD CONSTRAINT "emission_cash_flows_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_offers" ADD CONSTRAINT "emission_offers_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_constituents" ADD CONSTRAINT "index_constituents_index_id_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_constituents" ADD CONSTRAINT "index_constituents_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_participants" ADD CONSTRAINT "market_participants_id_trading_grounds_id_fk" FOREIGN KEY ("id") REFERENCES "public"."trading_grounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_participants" ADD CONSTRAINT "market_participants_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_contacts" ADD CONSTRAINT "participant_contacts_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_quotes" ADD CONSTRAINT "participant_quotes_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_quotes" ADD CONSTRAINT "participant_quotes_participant_id_market_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."market_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_actions" ADD CONSTRAINT "rating_actions_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_actions" ADD CONSTRAINT "rating_actions_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_actions" ADD CONSTRAINT "rating_actions_scale_id_rating_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."rating_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_actions" ADD CONSTRAINT "rating_actions_scale_point_id_rating_scale_points_id_fk" FOREIGN KEY ("scale_point_id") REFERENCES "public"."rating_scale_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_scale_points" ADD CONSTRAINT "rating_scale_points_scale_id_rating_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."rating_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_scales" ADD CONSTRAINT "rating_scales_agency_id_rating_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."rating_agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_emitents" ADD CONSTRAINT "comment_emitents_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_emitents" ADD CONSTRAINT "comment_emitents_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_provider_id_comment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."comment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_forecasts" ADD CONSTRAINT "consensus_forecasts_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_reports" ADD CONSTRAINT "financial_reports_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiplier_values" ADD CONSTRAINT "multiplier_values_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiplier_values" ADD CONSTRAINT "multiplier_values_code_multiplier_definitions_code_fk" FOREIGN KEY ("code") REFERENCES "public"."multiplier_definitions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_values" ADD CONSTRAINT "report_values_report_id_financial_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."financial_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yield_curve_params" ADD CONSTRAINT "yield_curve_params_curve_id_yield_curves_id_fk" FOREIGN KEY ("curve_id") REFERENCES "public"."yield_curves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yield_curve_points" ADD CONSTRAINT "yield_curve_points_curve_id_yield_curves_id_fk" FOREIGN KEY ("curve_id") REFERENCES "public"."yield_curves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yield_curves" ADD CONSTRAINT "yield_curves_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yield_curves" ADD CONSTRAINT "yield_curves_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emitent_relations" ADD CONSTRAINT "emitent_relations_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emitent_relations" ADD CONSTRAINT "emitent_relations_related_emitent_id_emitents_id_fk" FOREIGN KEY ("related_emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_trading_ground_id_trading_grounds_id_fk" FOREIGN KEY ("trading_ground_id") REFERENCES "public"."trading_grounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_emission_idx" ON "documents" USING btree ("emission_id");--> statement-breakpoint
CREATE INDEX "documents_emitent_idx" ON "documents" USING btree ("emitent_id");--> statement-breakpoint
CREATE INDEX "emission_offers_emission_idx" ON "emission_offers" USING btree ("emission_id","date");--> statement-breakpoint
CREATE INDEX "participant_contacts_emitent_idx" ON "participant_contacts" USING btree ("emitent_id");--> statement-breakpoint
CREATE INDEX "participant_quotes_emission_idx" ON "participant_quotes" USING btree ("emission_id","date");--> statement-breakpoint
CREATE INDEX "rating_actions_emission_idx" ON "rating_actions" USING btree ("emission_id","date");--> statement-breakpoint
CREATE INDEX "rating_actions_emitent_idx" ON "rating_actions" USING btree ("emitent_id","date");--> statement-breakpoint
CREATE INDEX "comment_emitents_emitent_idx" ON "comment_emitents" USING btree ("emitent_id");--> statement-breakpoint
CREATE INDEX "comments_date_idx" ON "comments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "consensus_forecasts_emitent_idx" ON "consensus_forecasts" USING btree ("emitent_id");--> statement-breakpoint
CREATE INDEX "financial_reports_emitent_idx" ON "financial_reports" USING btree ("emitent_id","standard");--> statement-breakpoint
CREATE INDEX "report_files_emitent_idx" ON "report_files" USING btree ("emitent_id","list_code","year");--> statement-breakpoint
CREATE INDEX "emitent_relations_emitent_idx" ON "emitent_relations" USING btree ("emitent_id");--> statement-breakpoint
CREATE INDEX "access_requests_user_idx" ON "access_requests" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "watchlist_items_list_idx" ON "watchlist_items" USING btree ("watchlist_id");--> statement-breakpoint
CREATE INDEX "watchlists_user_idx" ON "watchlists" USING btree ("user_id");