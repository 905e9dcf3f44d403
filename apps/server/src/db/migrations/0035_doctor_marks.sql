CREATE TABLE "doctor_bond_marks" (
	"emission_id" integer PRIMARY KEY NOT NULL,
	"mark" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_findings" (
	"code" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	"by_bond" jsonb,
	"examples" jsonb NOT NULL,
	"judged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_table_marks" (
	"table_name" text PRIMARY KEY NOT NULL,
	"mark" bigserial NOT NULL
);
