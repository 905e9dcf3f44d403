ALTER TABLE "emissions" ADD COLUMN "redeemed_on" date;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "end_event" text;--> statement-breakpoint
ALTER TABLE "emissions" ADD COLUMN "defaulted_on" date;--> statement-breakpoint
-- Worlds stored before this migration: a matured bond ended at its maturity, a bond redeemed
-- early at its last exercised call or put (the generator and importers write both from now on).
UPDATE "emissions" SET "redeemed_on" = "maturity_date", "end_event" = 'maturity' WHERE "status_id" = 128 AND "redeemed_on" IS NULL;--> statement-breakpoint
UPDATE "emissions" e SET "redeemed_on" = o."date", "end_event" = o."type"
  FROM (SELECT DISTINCT ON ("emission_id") "emission_id", "date", "type" FROM "emission_offers"
        WHERE "date" <= current_date ORDER BY "emission_id", "date" DESC) o
  WHERE e."status_id" = 112 AND e."redeemed_on" IS NULL AND o."emission_id" = e."id";
