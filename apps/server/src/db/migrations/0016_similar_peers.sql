ALTER TABLE "emitents" ADD COLUMN "credit_bucket" smallint;--> statement-breakpoint
-- Worlds stored before this migration: each issuer's rating bucket from its current issuer
-- ratings (lib/credit-bucket.ts, refreshCreditBuckets: the latest action per scale, active,
-- the worst rank; 1 AA and above ... 6 CCC and below; null unrated).
UPDATE "emitents" e SET "credit_bucket" = w."bucket"
  FROM (
    SELECT "emitent_id", CASE
        WHEN max("rank") <= 4 THEN 1 WHEN max("rank") <= 7 THEN 2 WHEN max("rank") <= 10 THEN 3
        WHEN max("rank") <= 13 THEN 4 WHEN max("rank") <= 16 THEN 5 ELSE 6 END AS "bucket"
    FROM (
      SELECT DISTINCT ON (a."emitent_id", a."scale_id") a."emitent_id", a."status", p."rank"
      FROM "rating_actions" a
      LEFT JOIN "rating_scale_points" p ON p."id" = a."scale_point_id"
      WHERE a."subject" = 'emitent' AND a."emission_id" IS NULL
      ORDER BY a."emitent_id", a."scale_id", a."date" DESC, a."id" DESC
    ) latest
    WHERE "status" = 'active' AND "rank" IS NOT NULL
    GROUP BY "emitent_id"
  ) w
  WHERE w."emitent_id" = e."id";--> statement-breakpoint
-- Similar bonds (modules/bonds/similar.repository.ts) read live bonds of a currency in a
-- window of maturities: the life filter (aliveOnSql) and the ranking read only these INCLUDE
-- columns, so the walk stays index-only at 500,000 bonds. It replaces 0004's index, which
-- keyed on status 192 alone and lacked the life dates.
DROP INDEX IF EXISTS "emissions_similar_idx";--> statement-breakpoint
CREATE INDEX "emissions_similar_live_idx" ON "emissions" USING btree ("currency_id","maturity_date") INCLUDE ("status_id","issue_date","redeemed_on","defaulted_on","emitent_id","bond_kind","coupon_type","floating_base","coupon_rate","coupon_frequency","id");--> statement-breakpoint
DROP INDEX IF EXISTS "emitents_sector_idx";--> statement-breakpoint
CREATE INDEX "emitents_similar_idx" ON "emitents" USING btree ("id") INCLUDE ("sector","credit_bucket");
