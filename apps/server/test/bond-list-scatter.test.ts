import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FULL_ACCESS_LEVEL,
  ScreenScatterQuery,
  type BondListItem,
  type ScreenScatterResponse,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  bondScreen,
  currencies,
  emissions,
  yieldCurvePoints,
  yieldCurves,
} from '../src/db/schema/index';
import { getScreenScatter } from '../src/modules/bonds/screen-scatter.service';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

/**
 * The screen's yield/duration map (issue 33 item 5): its points are the list's bonds with a
 * shown yield and duration, with the list's very numbers; at most the cap, the most traded
 * first; the government curve of the screen's currency, chosen as the screener's Z-spreads
 * choose it; the list's 400s; the same answer for every tier.
 */
describe.skipIf(databaseMissing)(`the screen's yield/duration map on ${databaseKind}`, () => {
  let app: App;
  let market: { id: number; tradedDays: number; volume: number | null; currency: string }[];

  const scatter = async (query: string, client?: TestClient) => {
    const url = `/api/bonds/scatter/?${query}`;
    const response = client ? await client.get(url) : await app.inject(url);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return response.json() as ScreenScatterResponse;
  };
  /** Every row of the list's screen, page by page. */
  const listAll = async (query: string) => {
    const items: BondListItem[] = [];
    for (let offset = 0; ; offset += 100) {
      const response = await app.inject(`/api/bonds/?${query}&limit=100&offset=${offset}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { total: number; items: BondListItem[] };
      items.push(...page.items);
      if (items.length >= page.total) return items;
    }
  };

  beforeAll(async () => {
    app = await createSeededTestApp();
    await refreshScreen(app.db);
    const rows = await app.db
      .select({
        id: emissions.id,
        tradedDays: bondScreen.tradedDays30,
        volume: emissions.outstandingVolume,
        currency: currencies.code,
      })
      .from(emissions)
      .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
      .leftJoin(bondScreen, eq(bondScreen.emissionId, emissions.id));
    market = rows.map((r) => ({ ...r, tradedDays: r.tradedDays ?? 0 }));
  });
  afterAll(() => app?.close());

  it('answers the same raw JSON to a visitor, a signed-in user and full access', async () => {
    const visitor = new TestClient(app);
    const { client: basic } = await signIn(app, 'scatter-basic@example.com');
    const { client: full } = await signIn(app, 'scatter-full@example.com', FULL_ACCESS_LEVEL);
    const query = 'status=live&lang=eng';
    const bodies = [];
    for (const client of [visitor, basic, full]) {
      const response = await client.get(`/api/bonds/scatter/?${query}`);
      expect(response.statusCode).toBe(200);
      bodies.push(response.body);
    }
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    const answer = JSON.parse(bodies[0]!) as ScreenScatterResponse;
    expect(answer.points.length).toBeGreaterThan(5);
    expect(Object.keys(answer.points[0]!).sort()).toEqual(
      [
        'bondKind',
        'currency',
        'duration',
        'emitentName',
        'id',
        'isin',
        'name',
        'priceDate',
        'rating',
        'yield',
      ].sort(),
    );
  });

  it('places exactly the list’s bonds that show a yield and a duration, with its numbers', async () => {
    const screens = [
      'lang=eng',
      'lang=rus&status=live',
      'lang=eng&currency=RUB',
      'lang=eng&kind=corporate&yieldMin=5',
      'lang=chn&durationMax=3&tradedDaysMin=5',
      'lang=eng&ratingMin=BBB-&sort=yield&order=desc',
      // On one ground: that ground's yields and durations, as the list on it shows.
      'lang=eng&ground=1',
      'lang=eng&ground=4&yieldMin=5',
    ];
    for (const query of screens) {
      const rows = await listAll(query);
      const want = rows.filter((r) => r.yield !== null && r.duration !== null);
      const got = await scatter(query);
      expect(got.total, query).toBe(want.length);
      expect(got.capped, query).toBe(false);
      expect(
        got.points.map((p) => p.id).sort((a, b) => a - b),
        query,
      ).toEqual(want.map((r) => r.id).sort((a, b) => a - b));
      for (const point of got.points) {
        const row = want.find((r) => r.id === point.id)!;
        expect(point, query).toEqual({
          id: row.id,
          name: row.name,
          isin: row.isin,
          emitentName: row.emitentName,
          bondKind: row.bondKind,
          currency: row.currency,
          yield: row.yield,
          duration: row.duration,
          rating: row.rating,
          priceDate: row.priceDate,
        });
      }
    }
    // The whole world has bonds without a point (dead, unpriced, or a blanked duration).
    const everything = await listAll('lang=eng');
    const all = await scatter('lang=eng');
    expect(all.total).toBeGreaterThan(0);
    expect(all.total).toBeLessThan(everything.length);
  });

  it('keeps the most traded bonds above the cap: days traded, then outstanding volume, then id', async () => {
    const full = await scatter('lang=eng');
    const ranked = market
      .filter((b) => full.points.some((p) => p.id === b.id))
      .sort(
        (a, b) =>
          b.tradedDays - a.tradedDays ||
          (a.volume === null ? 1 : 0) - (b.volume === null ? 1 : 0) ||
          (b.volume ?? 0) - (a.volume ?? 0) ||
          a.id - b.id,
      );
    // The ordering rule must have work to do: ties on days traded broken by volume.
    const tied = ranked.filter((b, i) => i > 0 && b.tradedDays === ranked[i - 1]!.tradedDays);
    expect(tied.length).toBeGreaterThan(0);
    const query = ScreenScatterQuery.parse({ lang: 'eng' });
    for (const cap of [1, 5, 12]) {
      const capped = await getScreenScatter(app.db, query, 'eng', cap);
      expect(capped.total).toBe(full.total);
      expect(capped.capped).toBe(true);
      expect(capped.cap).toBe(cap);
      expect(capped.points.map((p) => p.id)).toEqual(ranked.slice(0, cap).map((b) => b.id));
    }
    const exact = await getScreenScatter(app.db, query, 'eng', full.total);
    expect(exact.capped).toBe(false);
    expect(exact.points).toHaveLength(full.total);
    expect(full.cap).toBe(2000);
  });

  it('draws the government curve of the screen’s currency, else of the currency most points have', async () => {
    const curves = await app.db
      .select({ id: yieldCurves.id, kind: yieldCurves.kind, currency: currencies.code })
      .from(yieldCurves)
      .innerJoin(currencies, eq(currencies.id, yieldCurves.currencyId));
    const all = await scatter('lang=eng');
    const perCurrency = new Map<string, number>();
    for (const p of all.points) perCurrency.set(p.currency, (perCurrency.get(p.currency) ?? 0) + 1);
    const [mostCurrency] = [...perCurrency.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0]!;
    expect(all.currency).toBe(mostCurrency);

    const withCurve = [...perCurrency.keys()].filter((c) => curves.some((k) => k.currency === c));
    expect(withCurve.length).toBeGreaterThan(0);
    for (const currency of withCurve) {
      const answer = await scatter(`lang=eng&currency=${currency}`);
      expect(answer.currency).toBe(currency);
      const curve = answer.curve!;
      expect(curve, currency).not.toBeNull();
      expect(curve.currency).toBe(currency);
      expect(curve.name.length).toBeGreaterThan(0);
      // On or before the newest price of the screen's points, and a date the curve is stored on.
      const newest = answer.points
        .map((p) => p.priceDate!)
        .sort()
        .at(-1)!;
      expect(curve.date <= newest).toBe(true);
      // A zero curve before a par one, then the first stored, as the screener's Z-spreads:
      // its yields at the stored terms are the stored zero yields of that date.
      const theirs = curves
        .filter((k) => k.currency === currency)
        .sort((a, b) => (a.kind === 'zero' ? 0 : 1) - (b.kind === 'zero' ? 0 : 1) || a.id - b.id);
      const stored = await app.db
        .select({ years: yieldCurvePoints.tenorYears, rate: yieldCurvePoints.value })
        .from(yieldCurvePoints)
        .where(
          and(eq(yieldCurvePoints.curveId, theirs[0]!.id), eq(yieldCurvePoints.date, curve.date)),
        );
      const matched = curve.points.filter((p) => stored.some((s) => s.years === p.term));
      expect(matched.length, currency).toBeGreaterThan(2);
      for (const p of matched)
        expect(p.yield, `${currency} ${p.term}`).toBeCloseTo(
          stored.find((s) => s.years === p.term)!.rate,
          3,
        );
      // Zero-coupon bonds on the points' axes: modified duration = term / (1 + yield).
      expect(curve.points.length).toBeGreaterThan(1);
      for (const [i, p] of curve.points.entries()) {
        expect(p.duration).toBeCloseTo(p.term / (1 + p.yield / 100), 3);
        if (i > 0) expect(p.term).toBeGreaterThan(curve.points[i - 1]!.term);
      }
    }
    // A currency with points but no stored curve has none.
    const without = [...perCurrency.keys()].find((c) => !curves.some((k) => k.currency === c));
    if (without) expect((await scatter(`lang=eng&currency=${without}`)).curve).toBeNull();
    // No points, no curve.
    const none = await scatter('lang=eng&yieldMin=1999');
    expect(none).toMatchObject({ total: 0, points: [], curve: null, currency: null });
  });

  it('refuses the list’s bad filters with 400 naming the field, never a 500', async () => {
    const cases: [string, string][] = [
      ['currency=ZZZ', 'querystring.currency'],
      ['country=QQ', 'querystring.country'],
      ['ground=999999', 'querystring.ground'],
      ['yieldMin=abc', 'querystring.yieldMin'],
      ['yieldMin=10&yieldMax=5', 'querystring.yieldMax'],
      ['ratingMin=BB&ratingMax=AA', 'querystring.ratingMax'],
      ['couponType=gold', 'querystring.couponType'],
      ['limit=5', 'querystring.limit'],
    ];
    for (const [query, field] of cases) {
      const response = await app.inject(`/api/bonds/scatter/?${query}`);
      expect(response.statusCode, query).toBe(400);
      const error = errorOf(response);
      expect(error.code, query).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), query).toContain(field);
    }
  });
});
