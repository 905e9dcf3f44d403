CREATE TABLE "action_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"bond_id" integer,
	"action_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bond_views" (
	"bond_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bond_views_bond_id_day_pk" PRIMARY KEY("bond_id","day")
);
--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_bond_id_emissions_id_fk" FOREIGN KEY ("bond_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_views" ADD CONSTRAINT "bond_views_bond_id_emissions_id_fk" FOREIGN KEY ("bond_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_log_action_idx" ON "action_log" USING btree ("action_id","created_at");