import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FULL_ACCESS_LEVEL,
  NSD_TRADING_GROUND_ID,
  PRAAMS_COMPONENTS,
  PRAAMS_WEIGHTS,
  PraamsResponse,
  type PraamsReport,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  emissions,
  emitents,
  multiplierValues,
  tradingTicks,
  yieldCurvePoints,
  yieldCurves,
} from '../src/db/schema/index';
import {
  creditScore,
  fundamentalsScore,
  liquidityScore,
  overallScore,
  spreadScore,
} from '../src/lib/praams-scores';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { pdfText } from './support/pdf-text';
import { signIn } from './support/shell-fixtures';

/**
 * The praams block (spec section 7: a truthy body shows it; section 6: the report download):
 * risk scores 1-7 by component from stored data, each checked against the rows it came from;
 * the figures behind them masked below full access; null when there is nothing to score.
 */

const praams = (id: number | string) => `/api/bonds/${id}/praams/`;
const report = (id: number | string) => `/api/bonds/${id}/praams/report/`;

describe.skipIf(databaseMissing)(`praams on ${databaseKind}`, () => {
  let app: App;
  /** The showcase's first bond: rated, traded daily, with reports. */
  let bond: number;
  let matured: number;
  let bare: number;
  const tiers: Record<string, TestClient> = {};

  const get = async (tier: string, id = bond) => {
    const response = await tiers[tier]!.get(praams(id));
    expect(response.statusCode, response.body).toBe(200);
    return { raw: response.body, parsed: PraamsResponse.parse(response.json()) };
  };
  const component = <K extends PraamsReport['components'][number]['key']>(
    report: PraamsReport,
    key: K,
  ) =>
    report.components.find((c) => c.key === key) as Extract<
      PraamsReport['components'][number],
      { key: K }
    >;
  const details = <T>(value: T) => {
    if (value && typeof value === 'object' && 'masked' in value) throw new Error('masked');
    return value as Exclude<T, { masked: unknown }>;
  };

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [showcase] = await app.db
      .select({ id: emissions.id, emitentId: emissions.emitentId })
      .from(emissions)
      .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
      .where(and(sql`${emitents.names}->>'eng' = 'Volga Energy'`, eq(emissions.statusId, 192)))
      .orderBy(asc(emissions.id))
      .limit(1);
    bond = showcase!.id;
    const [done] = await app.db
      .select({ id: emissions.id })
      .from(emissions)
      .where(eq(emissions.statusId, 128))
      .limit(1);
    matured = done!.id;
    // An outstanding bond of a new issuer: no rating, no trades, no reports.
    const [some] = await app.db.select().from(emitents).limit(1);
    const [issuer] = await app.db
      .insert(emitents)
      .values({
        names: { eng: 'Unrated Ltd' },
        fullNames: { eng: 'Unrated Ltd' },
        countryId: some!.countryId,
        source: 'test',
      })
      .returning({ id: emitents.id });
    const [inserted] = await app.db
      .insert(emissions)
      .values({
        names: { eng: 'Unscored 2030' },
        fullNames: { eng: 'Unscored 2030' },
        emitentId: issuer!.id,
        statusId: 192,
        currencyId: 1,
        faceValue: 1000,
        issueDate: '2026-01-15',
        maturityDate: '2030-01-15',
        couponType: 'fixed',
        couponRate: 10,
        couponFrequency: 2,
        dayCount: 'ACT/365F',
        source: 'test',
      })
      .returning({ id: emissions.id });
    bare = inserted!.id;
    tiers.visitor = new TestClient(app);
    tiers.signedIn = (await signIn(app, 'basic@example.com', 1)).client;
    tiers.full = (await signIn(app, 'full@example.com', FULL_ACCESS_LEVEL)).client;
  });
  afterAll(() => app?.close());

  it('scores every component of a rated, traded, reporting bond; weights add up to 1', async () => {
    const { parsed } = await get('full');
    expect(parsed).not.toBeNull();
    const scored = parsed!;
    expect(scored.bondId).toBe(bond);
    expect(scored.components.map((c) => c.key)).toEqual([...PRAAMS_COMPONENTS]);
    expect(scored.components.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 3);
    for (const c of scored.components) {
      expect(c.weight).toBeCloseTo(PRAAMS_WEIGHTS[c.key], 4);
      expect(c.source).toBe('demo');
      expect(c.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(scored.score).toBe(overallScore(scored.components));
    expect(scored.asOf).toBe(
      scored.components.map((c) => c.asOf).reduce((a, b) => (a > b ? a : b)),
    );
  });

  it('reads credit from the most conservative current rating, as the ratings block lists it', async () => {
    const scored = (await get('full')).parsed!;
    const credit = component(scored, 'credit');
    const d = details(credit.details);
    const ratings = (await app.inject(`/api/bonds/${bond}/ratings/`)).json();
    const active = (ratings[d.ratedSubject] as { scale_point_name: string; status: string }[])
      .filter((r) => r.status === 'active')
      .map((r) => r.scale_point_name);
    expect(active).toContain(d.rating);
    expect(d.ratingsConsidered).toBe(active.length);
    const [point] = (
      (await app.db.execute(
        sql`select rank from rating_scale_points where name = ${d.rating} limit 1`,
      )) as unknown as { rows: { rank: number }[] }
    ).rows;
    expect(credit.score).toBe(creditScore(Number(point!.rank)));
  });

  it('reads market from the latest yield and the same-currency sovereign curve at its duration', async () => {
    const scored = (await get('full')).parsed!;
    const market = component(scored, 'market');
    const d = details(market.details);
    const [tick] = await app.db
      .select({
        date: tradingTicks.date,
        ytm: tradingTicks.ytmLast,
        duration: tradingTicks.duration,
      })
      .from(tradingTicks)
      .where(
        and(
          eq(tradingTicks.emissionId, bond),
          ne(tradingTicks.tradingGroundId, NSD_TRADING_GROUND_ID),
          sql`${tradingTicks.ytmLast} is not null`,
        ),
      )
      .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
      .limit(1);
    expect(market.asOf).toBe(tick!.date);
    expect(d.ytm).toBe(tick!.ytm);
    expect(d.durationYears).toBeCloseTo(tick!.duration! / 365, 2);
    expect(d.curve).toBe('OFZ zero-coupon yield curve (G-curve)');
    const points = await app.db
      .select({ t: yieldCurvePoints.tenorYears, v: yieldCurvePoints.value })
      .from(yieldCurvePoints)
      .innerJoin(yieldCurves, eq(yieldCurves.id, yieldCurvePoints.curveId))
      .where(
        and(
          eq(yieldCurvePoints.date, d.curveDate!),
          sql`${yieldCurves.names}->>'eng' = ${d.curve}`,
        ),
      )
      .orderBy(asc(yieldCurvePoints.tenorYears));
    expect(points.length).toBeGreaterThan(0);
    // Linear between the two tenors around the duration.
    const years = tick!.duration! / 365;
    const hi = points.findIndex((p) => p.t >= years);
    const a = points[hi - 1]!;
    const b = points[hi]!;
    const expected = a.v + ((b.v - a.v) * (years - a.t)) / (b.t - a.t);
    expect(d.curveYield).toBeCloseTo(expected, 2);
    expect(d.spreadBp).toBeCloseTo((d.ytm - d.curveYield!) * 100, 1);
    expect(market.score).toBe(spreadScore(d.spreadBp!));
  });

  it('reads liquidity from the days traded in the 30 days up to the exchange’s latest date', async () => {
    const scored = (await get('full')).parsed!;
    const liquidity = component(scored, 'liquidity');
    const d = details(liquidity.details);
    const [{ n } = { n: 0 }] = (
      (await app.db.execute(
        sql`select count(*)::int as n from trading_ticks t join trading_grounds g on g.id = t.trading_ground_id
            where t.emission_id = ${bond} and g.names->>'eng' = ${d.tradingGround}
              and t.date between ${d.windowStart} and ${d.windowEnd} and t.volume > 0`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(d.daysTraded).toBe(Number(n));
    expect(d.windowEnd).toBe(liquidity.asOf);
    const span =
      (Date.parse(`${d.windowEnd}T00:00:00Z`) - Date.parse(`${d.windowStart}T00:00:00Z`)) /
      86_400_000;
    expect(span).toBe(29);
    expect(d.medianVolume).toBeGreaterThan(0);
    expect(liquidity.score).toBe(liquidityScore(d.daysTraded));
  });

  it('reads fundamentals from the issuer’s latest annual leverage ratio', async () => {
    const scored = (await get('full')).parsed!;
    const fundamentals = component(scored, 'fundamentals');
    const d = details(fundamentals.details);
    const [stored] = await app.db
      .select({ value: multiplierValues.value, periodEnd: multiplierValues.periodEnd })
      .from(multiplierValues)
      .innerJoin(emissions, eq(emissions.emitentId, multiplierValues.emitentId))
      .where(
        and(
          eq(emissions.id, bond),
          eq(multiplierValues.code, d.ratio),
          eq(multiplierValues.period, 2),
        ),
      )
      .orderBy(desc(multiplierValues.periodEnd))
      .limit(1);
    expect(d.ratio).toBe('net_debt_ebitda_msfo');
    expect(d.value).toBeCloseTo(stored!.value, 4);
    expect(d.periodEnd).toBe(stored!.periodEnd);
    expect(fundamentals.score).toBe(fundamentalsScore('net_debt_ebitda_msfo', stored!.value));
  });

  it('shows every tier the scores; the figures only at 1077, masked with the reason', async () => {
    const full = (await get('full')).parsed!;
    for (const [tier, reason] of [
      ['visitor', 'need_auth'],
      ['signedIn', 'access_denied_auth'],
    ] as const) {
      const { raw, parsed } = await get(tier);
      expect(parsed!.score).toBe(full.score);
      expect(parsed!.components.map((c) => [c.key, c.score, c.weight, c.source, c.asOf])).toEqual(
        full.components.map((c) => [c.key, c.score, c.weight, c.source, c.asOf]),
      );
      for (const c of parsed!.components) expect(c.details).toEqual({ masked: reason });
      // The figures never leave the server.
      const credit = details(component(full, 'credit').details);
      const market = details(component(full, 'market').details);
      expect(raw).not.toContain(credit.agency);
      expect(raw).not.toContain(String(market.ytm));
      expect(raw).not.toContain('spreadBp');
      expect(raw).not.toContain('daysTraded');
    }
  });

  it('answers null when there is nothing to score: a matured bond, an unrated untraded one', async () => {
    for (const id of [matured, bare]) {
      const response = await tiers.visitor!.get(praams(id));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('null');
    }
  });

  it('scores a bond whose only trades are older than the window as not traded', async () => {
    // A bond with ticks but none with volume in the window scores liquidity 7.
    const rows = (
      (await app.db.execute(
        sql`select e.id from emissions e where e.status_id = 192 and exists (
              select 1 from trading_ticks t join trading_grounds g on g.id = t.trading_ground_id
              where t.emission_id = e.id and g.is_exchange) order by e.id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    let seen = false;
    for (const { id } of rows) {
      const parsed = (await get('full', Number(id))).parsed;
      const liquidity = parsed && parsed.components.find((c) => c.key === 'liquidity');
      if (!liquidity) continue;
      const d = details(liquidity.details) as { daysTraded: number };
      if (d.daysTraded === 0) {
        expect(liquidity.score).toBe(7);
        seen = true;
        break;
      }
    }
    expect(seen).toBe(true);
  });

  describe('the report', () => {
    it('refuses a visitor with need_auth and a signed-in user with access_denied_auth', async () => {
      for (const [tier, status, code] of [
        ['visitor', 401, 'need_auth'],
        ['signedIn', 403, 'access_denied_auth'],
      ] as const) {
        const response = await tiers[tier]!.get(report(bond));
        expect(response.statusCode, tier).toBe(status);
        expect(response.json().error.code, tier).toBe(code);
      }
    });

    it('gives full access a PDF with the scores; 404 when nothing is scored', async () => {
      const response = await tiers.full!.get(report(bond));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename=".+-praams\.pdf"$/,
      );
      const text = pdfText(response.rawPayload);
      const scored = (await get('full')).parsed!;
      expect(text).toContain(`Overall risk score: ${scored.score} of 7`);
      expect((await tiers.full!.get(report(matured))).statusCode).toBe(404);
      expect((await tiers.full!.get(report(999999))).statusCode).toBe(404);
    });
  });

  it('answers unknown bonds with 404 and bad ids with 400 naming the field', async () => {
    expect((await app.inject(praams(999999))).statusCode).toBe(404);
    for (const url of [praams('abc'), praams(0), praams(-4), praams(2147483648), report('x')]) {
      const response = await tiers.full!.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields, url).toHaveProperty('params.id');
    }
  });
});

describe('praams score bands', () => {
  it('bands ratings by letter group, spreads, days traded and leverage', () => {
    expect([1, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 21, 22, 23].map(creditScore)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
    ]);
    expect([-20, 50, 51, 100, 200, 350, 600, 1000, 1001].map(spreadScore)).toEqual([
      1, 1, 2, 2, 3, 4, 5, 6, 7,
    ]);
    expect([22, 18, 17, 14, 10, 6, 3, 1, 0].map(liquidityScore)).toEqual([
      1, 1, 2, 2, 3, 4, 5, 6, 7,
    ]);
    expect([-0.5, 1, 2.5, 4.5, 8].map((v) => fundamentalsScore('net_debt_ebitda_msfo', v))).toEqual(
      [1, 1, 3, 5, 7],
    );
    // Negative equity: debt over equity says the worst, not the best.
    expect([0.4, 1.2, 6, -2].map((v) => fundamentalsScore('debt_equity_rsbu', v))).toEqual([
      1, 3, 7, 7,
    ]);
    expect([25, 14, 8, 7].map((v) => fundamentalsScore('n1_0_bank', v))).toEqual([1, 3, 6, 7]);
    expect(
      overallScore([
        { score: 2, weight: 0.4 },
        { score: 6, weight: 0.2 },
      ]),
    ).toBe(3);
  });
});
