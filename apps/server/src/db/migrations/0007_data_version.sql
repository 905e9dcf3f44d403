CREATE TABLE "data_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK ("data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- One bump per statement (a COPY of a million ticks is one bump): answers cached under the
-- old version stop matching the moment the writing transaction commits.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  -- One payload for all: a transaction's notices of the same payload are delivered once.
  PERFORM pg_notify('data_version', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table whose rows a page shows as market or reference data; not accounts, sessions,
-- settings, requests, tickets, watchlists or the action log (per-user, never cached shared).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'countries', 'country_regions', 'currencies', 'trading_grounds', 'trading_ticks',
    'emissions', 'emitents', 'yield_curves', 'yield_curve_points', 'yield_curve_params',
    'indexes', 'index_values', 'index_constituents', 'equities', 'equity_prices',
    'emitent_relations', 'comment_providers', 'comments', 'comment_emitents',
    'rating_agencies', 'rating_scales', 'rating_scale_points', 'rating_actions',
    'market_participants', 'participant_contacts', 'participant_quotes', 'report_lines',
    'financial_reports', 'report_values', 'multiplier_definitions', 'multiplier_values',
    'report_files', 'consensus_forecasts', 'emission_cash_flows', 'emission_offers', 'documents'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"()',
      name || '_bumps_data_version', name);
    -- ALWAYS: the generator loads with session_replication_role = replica, which silences
    -- ordinary triggers.
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', name, name || '_bumps_data_version');
  END LOOP;
END
$$;
