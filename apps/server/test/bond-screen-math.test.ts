import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import {
  bondFacts,
  bondScreen,
  emissionOffers,
  emissions,
  ratingActions,
  ratingScalePoints,
  tradingTicks,
} from '../src/db/schema/index';
import { yieldableOffers } from '../src/lib/bond-life';
import { findLives } from '../src/lib/bond-life-query';
import { pickConservativeRating } from '../src/lib/current-rating';
import { screenMath } from '../src/modules/screener/screen-math';
import { findMathTerms } from '../src/modules/screener/screen.repository';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';

/**
 * The screener's bond-math numbers and rating (issue 33 item 1), on both databases: yields to
 * the next offer equal the ones our generator stored with the same ticks (another path through
 * bond-math: its own terms, not the database's), worst and screen yields follow from them, the
 * current yield is the coupon over the price, the rating is the portal's rating rule, the
 * lombard flag the central bank's list; and a write that changes neither price nor terms does
 * not recompute bond-math.
 */
describe.skipIf(databaseMissing)(`the screener's bond-math numbers on ${databaseKind}`, () => {
  let app: App;
  let rows: (typeof bondScreen.$inferSelect)[];
  beforeAll(async () => {
    app = await createSeededTestApp();
    await refreshScreen(app.db);
    rows = await app.db.select().from(bondScreen).orderBy(asc(bondScreen.emissionId));
  });
  afterAll(() => app?.close());

  const tickOf = async (row: (typeof rows)[number]) => {
    const [tick] = await app.db
      .select()
      .from(tradingTicks)
      .where(
        and(
          eq(tradingTicks.emissionId, row.emissionId),
          eq(tradingTicks.tradingGroundId, row.tradingGroundId!),
          eq(tradingTicks.date, row.priceDate!),
        ),
      );
    return tick!;
  };
  /** Overwrites a bond's screen numbers with markers no computation gives. */
  const plant = (emissionId: number, markers: Partial<typeof bondScreen.$inferInsert>) =>
    app.db.update(bondScreen).set(markers).where(eq(bondScreen.emissionId, emissionId));
  /** The bond's screen row once the refresher has seen the writes so far. */
  const refreshedRow = async (emissionId: number) => {
    await refreshScreen(app.db);
    const [row] = await app.db
      .select()
      .from(bondScreen)
      .where(eq(bondScreen.emissionId, emissionId));
    return row!;
  };

  it('yields to the next offer as the generator stored them, worst and screen yields from them', async () => {
    let compared = 0;
    for (const row of rows.filter((r) => r.alive && r.cleanPrice !== null)) {
      const tick = await tickOf(row);
      // The generator stored the yield to the offer of the day's close (its own terms, its
      // own bond-math path); ours from the database's terms must give the same for that price.
      const close = tick.legalClosePrice ?? tick.lastPrice;
      const stored = tick.ytoClose ?? tick.ytcClose ?? tick.ytoLast ?? tick.ytcLast;
      const clean = !tick.badData.some((f) => f.startsWith('yt'));
      if (row.nextOfferDate && tick.offerDate === row.nextOfferDate && stored !== null && clean) {
        const terms = (await findMathTerms(app.db, [row.emissionId])).get(row.emissionId)!;
        const life = (await findLives(app.db, [row.emissionId], TEST_AS_OF)).get(row.emissionId)!;
        const math = screenMath({
          ...terms,
          offers: yieldableOffers(terms.offers, life, TEST_AS_OF),
          priceDate: row.priceDate!,
          cleanPrice: close!,
          ytm: null,
          source: tick.source,
          curve: null,
        });
        expect(math.yieldToOffer, `bond ${row.emissionId}`).toBeCloseTo(stored, 3);
        if (close === tick.lastPrice) expect(row.yieldToOffer).toBe(math.yieldToOffer);
        compared++;
      }
      if (row.ytm === null) continue;
      // The screen's yield goes to the offer when one comes first, else to maturity.
      expect(row.screenYield).toBe(row.yieldToOffer ?? row.ytm);
      expect(row.yieldToWorst).toBeLessThanOrEqual(row.ytm + 1e-9);
      if (row.yieldToOffer !== null)
        expect(row.yieldToWorst).toBeLessThanOrEqual(row.yieldToOffer + 1e-9);
      expect(row.worstDate).not.toBeNull();
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('gives the current yield as the coupon over the clean price, the street yield beside', async () => {
    const bullets = await app.db
      .select({
        id: emissions.id,
        rate: emissions.couponRate,
        frequency: emissions.couponFrequency,
      })
      .from(emissions)
      .where(
        and(
          eq(emissions.couponType, 'fixed'),
          eq(emissions.isAmortizing, false),
          sql`${emissions.couponFrequency} > 0`,
        ),
      );
    let checked = 0;
    for (const bond of bullets) {
      const row = rows.find((r) => r.emissionId === bond.id)!;
      if (!row.alive || row.cleanPrice === null || row.currentYield === null) continue;
      expect(row.currentYield).toBeCloseTo(((bond.rate ?? 0) / row.cleanPrice) * 100, 3);
      const yearsLeft = (Date.parse(row.worstDate!) - Date.parse(row.priceDate!)) / 3.156e10;
      // Over the last period the street yield is simple interest: no longer comparable.
      if (row.yieldToOffer === null && row.ytm !== null && row.ytm < 30 && yearsLeft > 1) {
        // Effective annual (MOEX) and street (compounded f times a year) of one price: the
        // same growth over a year, up to their day bases.
        const f = bond.frequency;
        const grown = (1 + row.streetYield! / 100 / f) ** f - 1;
        expect(Math.abs(grown * 100 - row.ytm), `bond ${bond.id}`).toBeLessThan(0.15);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('gives the Z-spread the calculator gives over the curve it picks for the same price', async () => {
    const client = new TestClient(app);
    const bullets = new Set(
      (
        await app.db
          .select({ id: emissions.id })
          .from(emissions)
          .where(and(eq(emissions.couponType, 'fixed'), eq(emissions.isAmortizing, false)))
      ).map((b) => b.id),
    );
    const sample = rows
      .filter(
        (r) =>
          r.alive &&
          r.zSpread !== null &&
          r.nextOfferDate === null &&
          r.priceDate === TEST_AS_OF &&
          bullets.has(r.emissionId),
      )
      .slice(0, 6);
    expect(sample.length).toBeGreaterThan(2);
    for (const row of sample) {
      const terms = (
        await client.get(`/api/bonds/${row.emissionId}/calculator-terms/?date=${row.priceDate}`)
      ).json();
      expect(terms.curve, `bond ${row.emissionId}`).not.toBeNull();
      const response = await client.post('/api/calculator/', {
        bond: terms.bond,
        settlementDate: row.priceDate,
        cleanPrice: row.cleanPrice,
        curve: terms.curve.curve,
      });
      expect(response.statusCode).toBe(200);
      expect(row.zSpread, `bond ${row.emissionId}`).toBeCloseTo(response.json().spreads.zSpread, 1);
    }
  });

  it("rates each bond by the portal's rating rule and flags the lombard list", async () => {
    const actions = await app.db
      .select({
        emissionId: ratingActions.emissionId,
        emitentId: ratingActions.emitentId,
        subject: ratingActions.subject,
        scaleId: ratingActions.scaleId,
        status: ratingActions.status,
        rank: ratingScalePoints.rank,
      })
      .from(ratingActions)
      .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
      .orderBy(asc(ratingActions.date), asc(ratingActions.id));
    const lombard = await app.db
      .select()
      .from(bondFacts)
      .where(and(eq(bondFacts.kind, 'lombard'), eq(bondFacts.code, 'central_bank')));
    const bonds = await app.db
      .select({ id: emissions.id, emitentId: emissions.emitentId })
      .from(emissions);
    let rated = 0;
    let listed = 0;
    for (const bond of bonds) {
      const own = actions.filter(
        (a) =>
          (a.subject === 'emission' && a.emissionId === bond.id) ||
          (a.subject === 'emitent' && a.emissionId === null && a.emitentId === bond.emitentId),
      );
      const pick = pickConservativeRating(
        own.map((a) => ({ ...a, subject: a.subject as 'emission' | 'emitent' })),
      );
      const row = rows.find((r) => r.emissionId === bond.id)!;
      expect(row.ratingRank, `bond ${bond.id}`).toBe(pick?.action.rank ?? null);
      if (row.ratingRank !== null) rated++;
      const inList = lombard.some(
        (f) =>
          (f.emissionId === bond.id || (f.emissionId === null && f.emitentId === bond.emitentId)) &&
          (f.date === null || f.date <= TEST_AS_OF) &&
          (f.endDate === null || f.endDate > TEST_AS_OF),
      );
      expect(row.lombard, `bond ${bond.id}`).toBe(inList);
      if (inList) listed++;
    }
    expect(rated).toBeGreaterThan(bonds.length / 4);
    expect(listed).toBeGreaterThan(0);
  });

  it('marks a bond only when a term of it changed (as such), not its volume or as-of', async () => {
    await refreshScreen(app.db);
    const marks = async () =>
      (
        (await app.db.execute(
          sql`select emission_id, terms from bond_screen_dirty order by 1`,
        )) as unknown as { rows: { emission_id: number; terms: boolean }[] }
      ).rows;
    const [a, b] = rows.filter((r) => r.alive).map((r) => r.emissionId);
    await app.db
      .update(emissions)
      .set({ outstandingVolume: 123_456, asOf: new Date(`${TEST_AS_OF}T12:00:00Z`) })
      .where(eq(emissions.id, a!));
    // The list reads volume and as-of from the bond itself: no row to recompute.
    expect(await marks()).toEqual([]);
    await app.db
      .update(emissions)
      .set({ couponRate: sql`coalesce(${emissions.couponRate}, 0) + 0.5` })
      .where(sql`${emissions.id} in (${a}, ${b})`);
    expect(await marks()).toEqual([
      { emission_id: a, terms: true },
      { emission_id: b, terms: true },
    ]);
    // A later tick of the bond keeps the pending change of terms.
    const row = rows.find((r) => r.emissionId === a)!;
    if (row.tradingGroundId !== null) {
      await app.db.insert(tradingTicks).values({
        emissionId: a!,
        tradingGroundId: row.tradingGroundId,
        date: '2001-01-04',
        volume: 1,
        source: 'test',
      });
      expect((await marks())[0]).toEqual({ emission_id: a, terms: true });
    }
    await refreshScreen(app.db);
    expect(await marks()).toEqual([]);
  });

  it('keeps bond-math numbers when neither price nor terms changed, recomputes when terms did', async () => {
    const row = rows.findLast((r) => r.alive && r.cleanPrice !== null && r.streetYield !== null)!;
    const marker = -777;
    await plant(row.emissionId, { streetYield: marker });
    // A tick long before the price's day: the bond is marked, its price stays.
    await app.db.insert(tradingTicks).values({
      emissionId: row.emissionId,
      tradingGroundId: row.tradingGroundId!,
      date: '2001-01-03',
      volume: 1,
      source: 'test',
    });
    expect((await refreshedRow(row.emissionId)).streetYield).toBe(marker);
    // An offer is a change of terms: its numbers are computed again.
    await app.db.insert(emissionOffers).values({
      emissionId: row.emissionId,
      date: '2099-01-01',
      type: 'call',
      price: 100,
    });
    expect((await refreshedRow(row.emissionId)).streetYield).toBe(row.streetYield);
  });
  it('recomputes bond-math when a corrected tick changes the stored yield at the same price', async () => {
    const row = rows.find((r) => r.alive && r.cleanPrice !== null && r.ytm !== null)!;
    const marker = -555;
    await plant(row.emissionId, { streetYield: marker });
    const tick = await tickOf(row);
    await app.db
      .update(tradingTicks)
      .set({ ytmLast: row.ytm! + 0.25 })
      .where(
        and(
          eq(tradingTicks.emissionId, row.emissionId),
          eq(tradingTicks.tradingGroundId, tick.tradingGroundId),
          eq(tradingTicks.date, tick.date),
        ),
      );
    const after = await refreshedRow(row.emissionId);
    expect(after.cleanPrice).toBe(row.cleanPrice);
    expect(after.ytm).toBeCloseTo(row.ytm! + 0.25, 6);
    expect(after.streetYield).not.toBe(marker);
  });
  it("recomputes the Z-spread when its currency's curve is written, the price unchanged", async () => {
    const fresh = await app.db.select().from(bondScreen).orderBy(asc(bondScreen.emissionId));
    const row = fresh.find((r) => r.alive && r.zSpread !== null)!;
    const [bond] = await app.db
      .select({ currencyId: emissions.currencyId })
      .from(emissions)
      .where(eq(emissions.id, row.emissionId));
    const marker = -999;
    await plant(row.emissionId, { zSpread: marker });
    // Every curve of the currency about half a point higher (points in %, a MOEX parameter
    // set's level b1 in continuous bp): the spread over it some 50 bp lower.
    const curves = sql`(select id from yield_curves where currency_id = ${bond!.currencyId})`;
    await app.db.execute(
      sql`update yield_curve_points set value = value + 0.5 where curve_id in ${curves}`,
    );
    await app.db.execute(sql`update yield_curve_params
      set params = jsonb_set(params, '{b1}', to_jsonb((params ->> 'b1')::float8 + 50))
      where curve_id in ${curves} and params ? 'b1'`);
    const after = await refreshedRow(row.emissionId);
    expect(after.cleanPrice).toBe(row.cleanPrice);
    expect(after.zSpread).not.toBe(marker);
    expect(after.zSpread! - row.zSpread!).toBeLessThan(-40);
    expect(after.zSpread! - row.zSpread!).toBeGreaterThan(-70);
  });
});
