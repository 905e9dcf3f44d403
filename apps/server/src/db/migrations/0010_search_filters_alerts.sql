CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "watchlist_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"emission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_date" date NOT NULL,
	"window_start" date,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"term" text NOT NULL,
	"field" text NOT NULL,
	"activity" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_alerts" ADD CONSTRAINT "watchlist_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_alerts" ADD CONSTRAINT "watchlist_alerts_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_alerts_event_idx" ON "watchlist_alerts" USING btree ("user_id","emission_id","kind","event_date");--> statement-breakpoint
CREATE INDEX "search_entries_entity_idx" ON "search_entries" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "saved_filters_user_idx" ON "saved_filters" USING btree ("user_id","page");--> statement-breakpoint
-- The site search: trigram similarity (typos) and prefix matches per entity type. Derived rows,
-- rebuilt from the data, so no data-version trigger here.
CREATE INDEX "search_entries_term_trgm_idx" ON "search_entries" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_prefix_idx" ON "search_entries" USING btree ("entity_type","term" text_pattern_ops);
