ALTER TABLE "saved_filters" ADD COLUMN "columns" jsonb;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_one_default_idx" ON "saved_filters" USING btree ("user_id","page") WHERE "saved_filters"."is_default";