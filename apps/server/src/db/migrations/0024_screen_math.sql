DROP INDEX "bond_screen_ytm_idx";--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "has_put" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "has_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "yield_to_offer" double precision;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "yield_to_worst" double precision;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "worst_date" date;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "screen_yield" double precision;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "street_yield" double precision;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "current_yield" double precision;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "z_spread" double precision;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "bid_ask_spread" double precision;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "rating_rank" integer;--> statement-breakpoint
ALTER TABLE "bond_screen" ADD COLUMN "lombard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bond_screen_dirty" ADD COLUMN "terms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bond_screen_yield_idx" ON "bond_screen" USING btree ("screen_yield");--> statement-breakpoint
CREATE INDEX "bond_screen_rating_idx" ON "bond_screen" USING btree ("rating_rank");