CREATE TABLE "equity_prices" (
	"equity_id" integer NOT NULL,
	"date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equity_prices_equity_id_date_pk" PRIMARY KEY("equity_id","date")
);
--> statement-breakpoint
ALTER TABLE "equity_prices" ADD CONSTRAINT "equity_prices_equity_id_equities_id_fk" FOREIGN KEY ("equity_id") REFERENCES "public"."equities"("id") ON DELETE no action ON UPDATE no action;