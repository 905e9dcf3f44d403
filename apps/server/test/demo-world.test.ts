import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeBond, parseIsoDate, percentToRate } from '@bondsight/bond-math';
import type { Database } from '../src/db/client';
import { emissions, tradingTicks } from '../src/db/schema/index';
import { seedDemoWorld } from '../src/data/demo/seed';
import { demoBondTerms } from '../src/data/demo/ticks';
import { DEMO_BONDS } from '../src/data/demo/world';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';

describe.skipIf(databaseMissing)(`the demo world on ${databaseKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.transaction((tx) =>
      seedDemoWorld(tx, { asOf: TEST_AS_OF, seed: 7, days: 60 }),
    );
  });
  afterAll(() => database?.close());

  it('stores ticks whose price and accrued agree with bond-math at the stored yield', async () => {
    const bonds = await database.db
      .select({ id: emissions.id, isin: emissions.isin })
      .from(emissions);
    const ticks = await database.db.select().from(tradingTicks);
    expect(ticks.length).toBeGreaterThan(100);
    for (const tick of ticks) {
      const isin = bonds.find((b) => b.id === tick.emissionId)?.isin;
      const bond = DEMO_BONDS.find((b) => b.isin === isin)!;
      const a = analyzeBond(
        demoBondTerms(bond),
        parseIsoDate(tick.date),
        { yield: percentToRate(tick.ytmLast!) },
        { convention: 'effective-annual' },
      );
      expect(Math.abs(a.cleanPrice - tick.lastPrice!), `${isin} ${tick.date}`).toBeLessThan(1e-6);
      expect(Math.abs(a.accruedInterest - tick.nkd!), `${isin} ${tick.date}`).toBeLessThan(1e-6);
    }
  });

  it('is the same world for the same seed', async () => {
    const other = await openTestDatabase();
    try {
      await other.db.transaction((tx) =>
        seedDemoWorld(tx, { asOf: TEST_AS_OF, seed: 7, days: 60 }),
      );
      const a = await database.db
        .select()
        .from(tradingTicks)
        .orderBy(tradingTicks.emissionId, tradingTicks.tradingGroundId, tradingTicks.date);
      const b = await other.db
        .select()
        .from(tradingTicks)
        .orderBy(tradingTicks.emissionId, tradingTicks.tradingGroundId, tradingTicks.date);
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });
});
