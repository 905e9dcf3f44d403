CREATE TABLE "tick_stretches" (
	"emission_id" integer NOT NULL,
	"benchmark" text NOT NULL,
	"ticks" bigint NOT NULL,
	"spread_ticks" bigint NOT NULL,
	"first_day" date,
	"last_day" date,
	"first_spread" date,
	"last_spread" date,
	"yields" bigint NOT NULL,
	"dur_to" bigint NOT NULL,
	"dur_reach" double precision,
	"duration_reach" double precision,
	CONSTRAINT "tick_stretches_emission_id_benchmark_pk" PRIMARY KEY("emission_id","benchmark")
);
