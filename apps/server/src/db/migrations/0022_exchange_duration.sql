ALTER TABLE "trading_ticks" ADD COLUMN "exchange_duration" double precision;--> statement-breakpoint
-- Rows from the Moscow Exchange kept its published DURATION in "duration". It moves beside
-- ours, and "duration" becomes ours like every other row's: the Macaulay duration of our
-- effective annual yield (rouble bonds), D = modified * (1 + y) in years, times 365 days.
UPDATE "trading_ticks" SET
  "exchange_duration" = "duration",
  "duration" = CASE
    WHEN "modified_duration" IS NOT NULL AND "ytm_last" IS NOT NULL
      THEN round(("modified_duration" * (1 + "ytm_last" / 100) * 365)::numeric, 2)::double precision
  END
WHERE "source" = 'moex-iss';
