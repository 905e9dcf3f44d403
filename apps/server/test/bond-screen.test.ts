import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  bondScreen,
  bondScreenGrounds,
  emissionCashFlows,
  emissionOffers,
  emissions,
  tradingGrounds,
  tradingTicks,
} from '../src/db/schema/index';
import { findLives } from '../src/lib/bond-life-query';
import { keepScreenCurrent } from '../src/modules/screener/screen-keeper';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';

/**
 * The screener's rows (docs/adr/0024-bond-screener.md) against a brute-force reading of the
 * same data in TypeScript, on both databases: every bond, after the world is generated, and
 * after a write that the triggers must notice, touching only the bonds written.
 */
/** The first day of the 30-day liquidity window to an as-of date. */
const windowFrom = (asOf: string) =>
  new Date(Date.parse(`${asOf}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(databaseMissing)(`the screener's rows on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createSeededTestApp();
  });
  afterAll(() => app?.close());

  const dirty = async () =>
    (
      (await app.db.execute(
        sql`select emission_id from bond_screen_dirty order by 1`,
      )) as unknown as { rows: { emission_id: number }[] }
    ).rows.map((r) => r.emission_id);

  /** What a row must hold, read the long way: every tick of the bond, in TypeScript. */
  async function expectedRow(id: number, asOf = TEST_AS_OF) {
    const grounds = new Map(
      (await app.db.select().from(tradingGrounds)).map((g) => [g.id, g.isExchange]),
    );
    const ticks = await app.db.select().from(tradingTicks).where(eq(tradingTicks.emissionId, id));
    const price = (t: (typeof ticks)[number]) =>
      t.lastPrice ?? t.legalClosePrice ?? t.indicativePrice;
    const priced = ticks
      .filter((t) => t.tradingGroundId !== NSD_TRADING_GROUND_ID && price(t) !== null)
      .sort(
        (a, b) =>
          b.date.localeCompare(a.date) ||
          Number(grounds.get(b.tradingGroundId)) - Number(grounds.get(a.tradingGroundId)) ||
          a.tradingGroundId - b.tradingGroundId,
      );
    const latest = priced[0];
    const from = windowFrom(asOf);
    const volumes = new Map<string, number>();
    for (const t of ticks)
      if (
        t.tradingGroundId !== NSD_TRADING_GROUND_ID &&
        t.date >= from &&
        t.date <= asOf &&
        (t.volume ?? 0) > 0 &&
        !t.badData.includes('volume')
      )
        volumes.set(t.date, (volumes.get(t.date) ?? 0) + t.volume!);
    const coupons = await app.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, id))
      .orderBy(asc(emissionCashFlows.date));
    const offers = await app.db
      .select()
      .from(emissionOffers)
      .where(eq(emissionOffers.emissionId, id))
      .orderBy(asc(emissionOffers.date));
    const coupon = coupons.find((c) => c.date > asOf && (c.couponSum ?? 0) > 0);
    const offer = offers.find((o) => o.date > asOf);
    const put = offers.find((o) => o.date > asOf && o.type === 'put');
    const alive = (await findLives(app.db, [id], asOf)).get(id)!.alive;
    const usable = (v: number | null, field: string) =>
      latest && alive && !latest.badData.includes(field) ? v : null;
    return {
      alive,
      tradingGroundId: latest?.tradingGroundId ?? null,
      priceDate: latest?.date ?? null,
      cleanPrice: latest && alive ? price(latest) : null,
      ytm: usable(latest?.ytmLast ?? null, 'ytm_last'),
      modifiedDuration: usable(latest?.modifiedDuration ?? null, 'modified_duration'),
      gSpread: usable(latest?.gSpread ?? null, 'g_spread'),
      tradedDays30: alive ? volumes.size : 0,
      nextCouponDate: alive ? (coupon?.date ?? null) : null,
      nextOfferDate: alive ? (offer?.date ?? null) : null,
      nextPutDate: alive ? (put?.date ?? null) : null,
    };
  }

  /**
   * What a bond's ground rows must hold, read the long way: per open ground with a priced
   * tick, the newest there and that ground's own traded days over the window.
   */
  async function expectedGroundRows(id: number, asOf = TEST_AS_OF) {
    const ticks = await app.db.select().from(tradingTicks).where(eq(tradingTicks.emissionId, id));
    const price = (t: (typeof ticks)[number]) =>
      t.lastPrice ?? t.legalClosePrice ?? t.indicativePrice;
    const alive = (await findLives(app.db, [id], asOf)).get(id)!.alive;
    const grounds = [...new Set(ticks.map((t) => t.tradingGroundId))]
      .filter((g) => g !== NSD_TRADING_GROUND_ID)
      .sort((a, b) => a - b);
    return grounds.flatMap((groundId) => {
      const here = ticks.filter((t) => t.tradingGroundId === groundId);
      const latest = here
        .filter((t) => price(t) !== null)
        .sort((a, b) => b.date.localeCompare(a.date))[0];
      if (!latest) return [];
      const usable = (v: number | null, field: string) =>
        alive && !latest.badData.includes(field) ? v : null;
      const traded = here.filter(
        (t) =>
          t.date >= windowFrom(asOf) &&
          t.date <= asOf &&
          (t.volume ?? 0) > 0 &&
          !t.badData.includes('volume'),
      ).length;
      return [
        {
          emissionId: id,
          groundId,
          priceDate: latest.date,
          cleanPrice: alive ? price(latest) : null,
          ytm: usable(latest.ytmLast, 'ytm_last'),
          modifiedDuration: usable(latest.modifiedDuration, 'modified_duration'),
          bidAskSpread: usable(latest.bidAskSpread, 'bid_ask_spread'),
          tradedDays30: alive ? traded : 0,
        },
      ];
    });
  }

  const groundRowsOf = (id: number) =>
    app.db
      .select()
      .from(bondScreenGrounds)
      .where(eq(bondScreenGrounds.emissionId, id))
      .orderBy(asc(bondScreenGrounds.groundId));

  const rowOf = async (id: number) => {
    const [row] = await app.db.select().from(bondScreen).where(eq(bondScreen.emissionId, id));
    return row;
  };

  it('holds one row per bond, each equal to the long reading of its ticks, terms and offers', async () => {
    const { refreshed, asOf } = await refreshScreen(app.db);
    const bonds = await app.db.select({ id: emissions.id }).from(emissions);
    expect(asOf).toBe(TEST_AS_OF);
    expect(refreshed).toBe(bonds.length);
    expect(await dirty()).toEqual([]);
    let priced = 0;
    let dead = 0;
    for (const { id } of bonds) {
      const row = await rowOf(id);
      const want = await expectedRow(id);
      expect(row, `bond ${id}`).toMatchObject(want);
      if (row?.ytm !== null) priced++;
      if (!row?.alive) dead++;
    }
    // The world has both, or the comparison proves little.
    expect(priced).toBeGreaterThan(bonds.length / 2);
    expect(dead).toBeGreaterThan(0);
  });

  it('holds a row per bond and open ground it was priced on, each the long reading of that ground', async () => {
    const bonds = await app.db.select().from(bondScreen);
    let differing = 0;
    for (const main of bonds) {
      const rows = await groundRowsOf(main.emissionId);
      expect(rows, `bond ${main.emissionId}`).toMatchObject(
        await expectedGroundRows(main.emissionId),
      );
      for (const row of rows) {
        expect(row.groundId).not.toBe(NSD_TRADING_GROUND_ID);
        // Priced as the main row: the same bond-math numbers (computed once).
        if (row.groundId === main.tradingGroundId && row.priceDate === main.priceDate && main.alive)
          expect(row, `bond ${main.emissionId} on ${row.groundId}`).toMatchObject({
            cleanPrice: main.cleanPrice,
            screenYield: main.screenYield,
            yieldToWorst: main.yieldToWorst,
            currentYield: main.currentYield,
            zSpread: main.zSpread,
          });
        // No offer to come and the tick's own yield: the screen's yield is that yield.
        if (main.alive && main.nextOfferDate === null && row.ytm !== null)
          expect(row.screenYield, `bond ${main.emissionId} on ${row.groundId}`).toBe(row.ytm);
        if (!main.alive) expect(row).toMatchObject({ screenYield: null, cleanPrice: null });
      }
      const yields = new Set(rows.filter((r) => r.screenYield !== null).map((r) => r.screenYield));
      if (yields.size > 1) differing++;
    }
    // Bonds priced differently on several grounds, or the rows prove little.
    expect(differing).toBeGreaterThan(3);
  });

  it('recomputes only the bonds a write touched', async () => {
    const [live] = await app.db
      .select({
        id: bondScreen.emissionId,
        priceDate: bondScreen.priceDate,
        ground: bondScreen.tradingGroundId,
      })
      .from(bondScreen)
      .where(
        sql`${bondScreen.alive} and ${bondScreen.priceDate} < ${TEST_AS_OF}::date
          and not exists (select 1 from trading_ticks t where t.emission_id = ${bondScreen.emissionId}
            and t.trading_ground_id = ${bondScreen.tradingGroundId} and t.date = ${TEST_AS_OF}::date)`,
      )
      .limit(1);
    expect(live).toBeDefined();
    await app.db.insert(tradingTicks).values({
      emissionId: live!.id,
      tradingGroundId: live!.ground!,
      date: TEST_AS_OF,
      lastPrice: 97.5,
      ytmLast: 12.34,
      volume: 10,
      source: 'test',
    });
    // A newer price on the NSD ground is never a screen's: every subject may see the row.
    await app.db.insert(tradingTicks).values({
      emissionId: live!.id,
      tradingGroundId: NSD_TRADING_GROUND_ID,
      date: '2026-11-21',
      indicativePrice: 50,
      source: 'test',
    });
    expect(await dirty()).toEqual([live!.id]);
    const { refreshed } = await refreshScreen(app.db);
    expect(refreshed).toBe(1);
    const row = await rowOf(live!.id);
    expect(row).toMatchObject({ priceDate: TEST_AS_OF, cleanPrice: 97.5, ytm: 12.34 });
    expect(row).toMatchObject(await expectedRow(live!.id));
    expect(await groundRowsOf(live!.id)).toMatchObject(await expectedGroundRows(live!.id));
  });

  it('recomputes one bond’s ground rows for a new day on one of its grounds, no other bond’s', async () => {
    const all = await app.db.select().from(bondScreenGrounds);
    const mains = new Map((await app.db.select().from(bondScreen)).map((m) => [m.emissionId, m]));
    // A live bond's row on a ground other than its main one, priced before the as-of date.
    const other = all.find((r) => {
      const main = mains.get(r.emissionId);
      return main?.alive && r.groundId !== main.tradingGroundId && r.priceDate < TEST_AS_OF;
    })!;
    expect(other).toBeDefined();
    const bondId = other.emissionId;
    const before = all.filter((r) => r.emissionId !== bondId);
    await app.db.insert(tradingTicks).values({
      emissionId: bondId,
      tradingGroundId: other.groundId,
      date: TEST_AS_OF,
      lastPrice: 91.25,
      ytmLast: 17.5,
      volume: 1_000,
      source: 'test',
    });
    expect(await dirty()).toEqual([bondId]);
    expect((await refreshScreen(app.db)).refreshed).toBe(1);
    const rows = await groundRowsOf(bondId);
    expect(rows.find((r) => r.groundId === other.groundId)).toMatchObject({
      priceDate: TEST_AS_OF,
      cleanPrice: 91.25,
      ytm: 17.5,
    });
    expect(rows).toMatchObject(await expectedGroundRows(bondId));
    const after = (await app.db.select().from(bondScreenGrounds)).filter(
      (r) => r.emissionId !== bondId,
    );
    const byKey = (rs: typeof all) =>
      [...rs].sort((a, b) => a.emissionId - b.emissionId || a.groundId - b.groundId);
    expect(byKey(after)).toEqual(byKey(before));
  });

  it('marks a bond whose offers or terms change, and drops a deleted one', async () => {
    const [bond] = await app.db
      .select({ id: bondScreen.emissionId })
      .from(bondScreen)
      .where(sql`${bondScreen.alive} and ${bondScreen.nextOfferDate} is null`)
      .limit(1);
    await app.db
      .insert(emissionOffers)
      .values({ emissionId: bond!.id, date: '2027-03-01', type: 'put', price: 100 });
    expect(await dirty()).toEqual([bond!.id]);
    await refreshScreen(app.db);
    expect(await rowOf(bond!.id)).toMatchObject({
      nextOfferDate: '2027-03-01',
      nextOfferType: 'put',
    });
  });

  it('is kept current while the server runs: a write is picked up on the next pass', async () => {
    const [bond] = await app.db
      .select({ id: bondScreen.emissionId, ground: bondScreen.tradingGroundId })
      .from(bondScreen)
      .where(sql`${bondScreen.alive} and ${bondScreen.tradingGroundId} is not null`)
      .limit(1);
    const logged: string[] = [];
    const log = {
      info: (_: object, m: string) => logged.push(m),
      error: (_: object, m: string) => logged.push(m),
    };
    const stop = keepScreenCurrent(app.db, log, 50);
    try {
      await app.db
        .insert(tradingTicks)
        .values({
          emissionId: bond!.id,
          tradingGroundId: bond!.ground!,
          date: '2026-11-21',
          lastPrice: 88.8,
          source: 'test',
        })
        .onConflictDoUpdate({
          target: [tradingTicks.emissionId, tradingTicks.tradingGroundId, tradingTicks.date],
          set: { lastPrice: 88.8 },
        });
      await expect
        .poll(async () => (await rowOf(bond!.id))?.cleanPrice, { timeout: 10_000 })
        .toBe(88.8);
      // The new day moved the ground's praams window: a pass that began before the tick was
      // written marks its bonds next time round, and brings them in step too.
      await expect.poll(dirty, { timeout: 10_000 }).toEqual([]);
      // The pass logs after its last (empty) batch: the row can be visible a moment before.
      await expect.poll(() => logged, { timeout: 10_000 }).toContain('screener rows refreshed');
    } finally {
      await stop();
    }
  });

  it('moves to a later as-of date recomputing only the bonds the move changes, each the long reading on that date', async () => {
    // Ten days on: ticks leave the 30-day window, coupons and offers pass, some bonds mature.
    const later = new Date(Date.parse(`${TEST_AS_OF}T00:00:00Z`) + 10 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const bonds = await app.db.select({ id: emissions.id }).from(emissions);
    await app.db
      .update(emissions)
      .set({ asOf: new Date(`${later}T18:00:00Z`) })
      .where(eq(emissions.id, bonds[0]!.id));
    expect(await dirty()).toEqual([]);
    const { refreshed, asOf } = await refreshScreen(app.db);
    expect(asOf).toBe(later);
    // Not every row: a bond with nothing in the ten days and no tick at the window's edges keeps
    // its row as it was, and the comparison below proves it still right.
    expect(refreshed).toBeGreaterThan(0);
    expect(refreshed).toBeLessThan(bonds.length);
    for (const { id } of bonds) {
      expect(await rowOf(id), `bond ${id}`).toMatchObject(await expectedRow(id, later));
      expect(await groundRowsOf(id), `bond ${id}`).toMatchObject(
        await expectedGroundRows(id, later),
      );
    }
    // Again on the same date: nothing to do.
    expect((await refreshScreen(app.db)).refreshed).toBe(0);
  });
});
