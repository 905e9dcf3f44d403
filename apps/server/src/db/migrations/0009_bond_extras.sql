CREATE TABLE "bond_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"emitent_id" integer NOT NULL,
	"emission_id" integer,
	"kind" text NOT NULL,
	"code" text,
	"date" date,
	"end_date" date,
	"amount" double precision,
	"currency" text,
	"value" double precision,
	"counterparty_id" integer,
	"titles" jsonb NOT NULL,
	"texts" jsonb,
	"url" text,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bond_facts" ADD CONSTRAINT "bond_facts_emitent_id_emitents_id_fk" FOREIGN KEY ("emitent_id") REFERENCES "public"."emitents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_facts" ADD CONSTRAINT "bond_facts_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_facts" ADD CONSTRAINT "bond_facts_counterparty_id_emitents_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."emitents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bond_facts_emission_idx" ON "bond_facts" USING btree ("emission_id","kind");--> statement-breakpoint
CREATE INDEX "bond_facts_emitent_idx" ON "bond_facts" USING btree ("emitent_id","kind");--> statement-breakpoint
CREATE INDEX "bond_facts_counterparty_idx" ON "bond_facts" USING btree ("counterparty_id","kind");--> statement-breakpoint
-- Shared data a page shows: its writes move the data version (migration 0007), ALWAYS so that
-- the generator's replica-role load bumps it too.
CREATE TRIGGER bond_facts_bumps_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bond_facts FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
ALTER TABLE bond_facts ENABLE ALWAYS TRIGGER bond_facts_bumps_data_version;
