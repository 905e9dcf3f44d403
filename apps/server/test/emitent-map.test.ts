import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmitentMapResponse, FULL_ACCESS_LEVEL, NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, emitents, tradingTicks } from '../src/db/schema/index';
import { findLives } from '../src/lib/bond-life-query';
import { BAD_ISSUER_IDS, issuerWorld, type IssuerTier } from './support/issuer-fixtures';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * The issuer yield map (spec, issuer blocks sections 3, 5, 6 and 7): points by currency and
 * ground from each bond's latest usable tick, the currency's government curve, and no values
 * below full access.
 */

const url = (id: number | string) => `/api/emitent-map-data/${id}/`;
type Tier = IssuerTier;

describe.skipIf(databaseMissing)(`issuer yield map on ${databaseKind}`, () => {
  let app: App;
  let corporate: number;
  let bank: number;
  let tiers: Record<Tier, TestClient>;

  const mapOf = async (tier: Tier, id: number) => {
    const response = await tiers[tier].get(url(id));
    expect(response.statusCode).toBe(200);
    return { raw: response.body, body: EmitentMapResponse.parse(response.json()) };
  };

  beforeAll(async () => {
    ({ app, showcase: corporate, bank, tiers } = await issuerWorld());
  });
  afterAll(() => app?.close());

  it('gives full access every point with its price, duration and yield as x and y', async () => {
    for (const id of [corporate, bank]) {
      const { body } = await mapOf('full', id);
      expect(body.emitentName).not.toBe('');
      expect(body.emitentMap.length, `issuer ${id}`).toBeGreaterThan(1);
      for (const point of body.emitentMap) {
        // The NSD ground's values also need the NSD flag (next test).
        if (point.trading_ground_id === NSD_TRADING_GROUND_ID) {
          expect(point.shape_only).toBe(true);
          expect(point.yield).toBeNull();
          continue;
        }
        expect(point.shape_only).toBe(false);
        expect(point.price).toBeGreaterThan(0);
        expect(point.duration).toBeGreaterThan(0);
        expect(point.x).toBe(point.duration);
        expect(point.y).toBe(point.yield);
        expect(point.yield!).toBeLessThanOrEqual(2000);
        expect(point.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(point.emission_name).not.toBe('');
      }
      // The issuer's own bonds are main.
      expect(body.emitentMap.some((p) => p.is_main_emission === 1)).toBe(true);
    }
  });

  it('gives the NSD ground values to full access with the NSD flag only', async () => {
    const nsd = await signedInClient(app, 'nsd@example.com', FULL_ACCESS_LEVEL, {
      nsdAccess: true,
    });
    const ids = await app.db.select({ id: emitents.id }).from(emitents);
    let seen = 0;
    for (const { id } of ids) {
      const response = await nsd.get(url(id));
      const body = EmitentMapResponse.parse(response.json());
      for (const point of body.emitentMap.filter(
        (p) => p.trading_ground_id === NSD_TRADING_GROUND_ID,
      )) {
        seen++;
        expect(point.shape_only).toBe(false);
        expect(point.yield).toBe(point.y);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("names every point's bond by its stored ISIN, for every tier (the CSV export's column)", async () => {
    for (const tier of Object.keys(tiers) as Tier[]) {
      const { body } = await mapOf(tier, corporate);
      const ids = [...new Set(body.emitentMap.map((p) => p.id))];
      const stored = new Map(
        (
          await app.db
            .select({ id: emissions.id, isin: emissions.isin })
            .from(emissions)
            .where(inArray(emissions.id, ids))
        ).map((row) => [row.id, row.isin]),
      );
      expect(ids.length, tier).toBeGreaterThan(1);
      for (const point of body.emitentMap) expect(point.isin, tier).toBe(stored.get(point.id));
      expect(body.emitentMap.some((p) => p.isin !== null)).toBe(true);
    }
  });

  it('lists currencies and grounds that match the points, the first ones as defaults', async () => {
    const { body } = await mapOf('full', corporate);
    const currencies = body.emitentMapCurrencies.map((c) => c.id);
    expect(new Set(body.emitentMap.map((p) => p.currency_id))).toEqual(new Set(currencies));
    expect(body.emitentMapCurrencyId).toBe(currencies[0]);
    expect(body.emitentMapCurrencies.find((c) => c.text === 'RUB')).toBeDefined();
    for (const currency of currencies) {
      const grounds = body.emitentMapGrounds[currency]!.map((g) => g.id);
      const pointGrounds = body.emitentMap
        .filter((p) => p.currency_id === currency)
        .map((p) => p.trading_ground_id);
      expect(new Set(pointGrounds)).toEqual(new Set(grounds));
      // A bond has at most one point per ground.
      const onFirst = body.emitentMap.filter(
        (p) => p.currency_id === currency && p.trading_ground_id === grounds[0],
      );
      expect(new Set(onFirst.map((p) => p.id)).size).toBe(onFirst.length);
    }
    expect(body.emitentMapGroundId).toBe(body.emitentMapGrounds[currencies[0]!]![0]!.id);
  });

  it('has an issuer with two currencies, each with its own grounds', async () => {
    const ids = await app.db.select({ id: emitents.id }).from(emitents);
    let found = false;
    for (const { id } of ids) {
      const { body } = await mapOf('full', id);
      const currencies = body.emitentMapCurrencies.map((c) => c.id);
      if (currencies.length < 2) continue;
      const grounds = currencies.map((c) => body.emitentMapGrounds[c]!.map((g) => g.id).join());
      if (new Set(grounds).size > 1) found = true;
    }
    expect(found).toBe(true);
  });

  it('lays the government curve of the currency: the RUB G-curve', async () => {
    const { body } = await mapOf('full', bank);
    const rub = body.emitentMapCurrencies.find((c) => c.text === 'RUB')!;
    const curve = body.emitentMapCurvesData[rub.id]!;
    expect(curve.shape_only).toBe(false);
    expect(curve.name).toMatch(/G-curve/);
    expect(curve.points.length).toBeGreaterThan(5);
    const latest = body.emitentMap.reduce((d, p) => (p.date > d ? p.date : d), '');
    expect(curve.date <= latest).toBe(true);
    for (const p of curve.points) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.y).toBeGreaterThan(0);
    }
  });

  it.each(['visitor', 'signedIn'] as const)(
    'sends %s no values: nulls and ranks only',
    async (tier) => {
      const full = await mapOf('full', corporate);
      const { raw, body } = await mapOf(tier, corporate);
      expect(body.emitentMap.length).toBe(full.body.emitentMap.length);
      // The ended bonds are masked alike (the showcase issuer has some).
      expect(full.body.emitentMapEnded.length).toBeGreaterThan(0);
      expect(body.emitentMapEnded.length).toBe(full.body.emitentMapEnded.length);
      expect(body.emitentMapDate).toBe(full.body.emitentMapDate);
      for (const point of [...body.emitentMap, ...body.emitentMapEnded]) {
        expect(point.shape_only).toBe(true);
        expect(point.price).toBeNull();
        expect(point.duration).toBeNull();
        expect(point.yield).toBeNull();
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(100);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(100);
      }
      for (const curve of Object.values(body.emitentMapCurvesData)) {
        expect(curve.shape_only).toBe(true);
        for (const p of curve.points) expect(p.y).toBeLessThanOrEqual(100);
      }
      // No true value appears anywhere in the raw answer.
      for (const point of [...full.body.emitentMap, ...full.body.emitentMapEnded]) {
        expect(raw).not.toContain(String(point.yield));
        expect(raw).not.toContain(String(point.duration));
        expect(raw).not.toContain(String(point.price));
      }
      for (const curve of Object.values(full.body.emitentMapCurvesData))
        for (const p of curve.points) expect(raw).not.toContain(String(p.y));
      // Within a currency the order of the points is kept: ranks grow with the true yields.
      const pairs = full.body.emitentMap.map(
        (p, i) => [p.currency_id, p.yield!, body.emitentMap[i]!.y] as const,
      );
      for (const [ca, a, ra] of pairs)
        for (const [cb, b, rb] of pairs) if (ca === cb && a < b) expect(ra).toBeLessThan(rb);
    },
  );

  it('gives most issuers with two bonds or more a map', async () => {
    const ids = await app.db
      .select({ id: emissions.emitentId })
      .from(emissions)
      .groupBy(emissions.emitentId)
      .having(sql`count(*) >= 2`);
    let withPoints = 0;
    for (const { id } of ids) {
      const { body } = await mapOf('full', id);
      if (body.emitentMap.length > 0) withPoints++;
    }
    expect(withPoints / ids.length).toBeGreaterThan(0.7);
  });

  describe('dead bonds leave the map, high-yield issuers keep it', () => {
    const allIssuers = async () =>
      (await app.db.select({ id: emitents.id }).from(emitents)).map((r) => r.id);

    it('plots only the bonds alive on the map date; matured and redeemed ones come apart', async () => {
      let ended = 0;
      for (const id of await allIssuers()) {
        const { body } = await mapOf('full', id);
        if (body.emitentMap.length === 0) {
          expect(body.emitentMapEnded).toEqual([]);
          continue;
        }
        const day = body.emitentMapDate!;
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const lives = await findLives(
          app.db,
          [...body.emitentMap, ...body.emitentMapEnded].map((p) => p.id),
          day,
        );
        for (const point of body.emitentMap)
          expect(lives.get(point.id)!.alive, `bond ${point.id} of issuer ${id}`).toBe(true);
        for (const point of body.emitentMapEnded) {
          ended++;
          const life = lives.get(point.id)!;
          expect(life.alive).toBe(false);
          expect(point.state).toBe(life.state);
          expect(['matured', 'redeemed_early']).toContain(point.state);
          expect(point.ended_on).toBe(life.endDate);
          expect(point.ended_on! <= day).toBe(true);
          // Its last quote before it ended, on a currency and ground the live map shows.
          expect(point.date <= point.ended_on!).toBe(true);
          const grounds = body.emitentMapGrounds[point.currency_id] ?? [];
          expect(grounds.map((g) => g.id)).toContain(point.trading_ground_id);
          expect(body.emitentMap.some((p) => p.id === point.id)).toBe(false);
        }
      }
      expect(ended).toBeGreaterThan(0);
    });

    it("keeps the sovereign's matured OFZ 26219 off its curve", async () => {
      const [ofz] = await app.db
        .select({ id: emissions.id, emitentId: emissions.emitentId })
        .from(emissions)
        .where(eq(emissions.isin, 'SU26219RMFS4'));
      const { body } = await mapOf('full', ofz!.emitentId);
      expect(body.emitentMap.length).toBeGreaterThan(1);
      expect(body.emitentMap.some((p) => p.id === ofz!.id)).toBe(false);
      const ended = body.emitentMapEnded.filter((p) => p.id === ofz!.id);
      expect(ended.length).toBeGreaterThan(0);
      expect(ended[0]).toMatchObject({ state: 'matured', ended_on: '2026-09-16' });
    });

    it('reads the life, not the stored status: an outstanding bond past its maturity is no point', async () => {
      const { body } = await mapOf('full', bank);
      const point = body.emitentMap.find((p) => p.is_main_emission === 1)!;
      const [bond] = await app.db
        .select({ maturityDate: emissions.maturityDate, statusId: emissions.statusId })
        .from(emissions)
        .where(eq(emissions.id, point.id));
      expect(bond!.statusId).not.toBe(128);
      // Its maturity moved before the map date, its status left as it was.
      await app.db
        .update(emissions)
        .set({ maturityDate: '2026-01-15' })
        .where(eq(emissions.id, point.id));
      try {
        const after = (await mapOf('full', bank)).body;
        expect(after.emitentMap.some((p) => p.id === point.id)).toBe(false);
        expect(after.emitentMap.length).toBeGreaterThan(0);
      } finally {
        await app.db
          .update(emissions)
          .set({ maturityDate: bond!.maturityDate })
          .where(eq(emissions.id, point.id));
      }
    });

    it('gives an issuer whose bonds yield 25 % and more its map, durations and all', async () => {
      const before = (await mapOf('full', bank)).body;
      const ids = [...new Set(before.emitentMap.map((p) => p.id))];
      expect(ids.length).toBeGreaterThan(1);
      // The bank's bonds reprice to high yields: every tick 25 points higher.
      const shift = (by: number) =>
        app.db
          .update(tradingTicks)
          .set({ ytmLast: sql`${tradingTicks.ytmLast} + ${by}` })
          .where(inArray(tradingTicks.emissionId, ids));
      await shift(25);
      try {
        for (const tier of ['full', 'visitor'] as const) {
          const { body } = await mapOf(tier, bank);
          expect(body.emitentMap.length, tier).toBe(before.emitentMap.length);
        }
        const { body } = await mapOf('full', bank);
        for (const point of body.emitentMap.filter((p) => !p.shape_only)) {
          const was = before.emitentMap.find(
            (p) => p.id === point.id && p.trading_ground_id === point.trading_ground_id,
          )!;
          expect(point.yield).toBeCloseTo(was.yield! + 25, 9);
          expect(point.yield!).toBeGreaterThan(25);
          // The duration is drawn, not blanked by the quote tables' 20 % rule.
          expect(point.duration).toBe(was.duration);
          expect(point.x).toBe(was.duration);
        }
      } finally {
        await shift(-25);
      }
    });

    it('still leaves out a yield the display rules blank (above 2000 %)', async () => {
      const before = (await mapOf('full', bank)).body;
      const point = before.emitentMap.find((p) => !p.shape_only)!;
      const [latest] = await app.db
        .select({ date: tradingTicks.date, ytm: tradingTicks.ytmLast })
        .from(tradingTicks)
        .where(
          sql`${tradingTicks.emissionId} = ${point.id} and ${tradingTicks.tradingGroundId} = ${point.trading_ground_id} and ${tradingTicks.date} = ${point.date}`,
        );
      const where = sql`${tradingTicks.emissionId} = ${point.id} and ${tradingTicks.tradingGroundId} = ${point.trading_ground_id} and ${tradingTicks.date} = ${point.date}`;
      await app.db.update(tradingTicks).set({ ytmLast: 2500 }).where(where);
      try {
        const after = (await mapOf('full', bank)).body;
        const again = after.emitentMap.find(
          (p) => p.id === point.id && p.trading_ground_id === point.trading_ground_id,
        );
        // An earlier usable tick of the bond, or no point: never the blanked yield.
        expect(again?.yield ?? null).not.toBe(2500);
        if (again) expect(again.date < point.date).toBe(true);
      } finally {
        await app.db.update(tradingTicks).set({ ytmLast: latest!.ytm }).where(where);
      }
    });
  });

  it.each(BAD_ISSUER_IDS)('answers %s (%s) with %i', async (_what, id, status, code) => {
    const response = await app.inject(url(id));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
