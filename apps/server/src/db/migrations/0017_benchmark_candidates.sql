-- A T-spread's benchmark candidates (lib/benchmark-query.ts): the government bonds of one
-- currency. A few hundred among hundreds of thousands of bonds: this partial index finds them
-- without walking the currency's whole range of the similar bonds' index.
CREATE INDEX "emissions_government_idx" ON "emissions" USING btree ("currency_id","id") WHERE "bond_kind" = 'sovereign';
