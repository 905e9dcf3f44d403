CREATE TABLE "moex_history_days" (
	"date" date PRIMARY KEY NOT NULL,
	"bonds" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
