import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BondSummary,
  ESTIMATION_TRADING_GROUND_ID,
  FULL_ACCESS_LEVEL,
  LIQUIDITY_WINDOW_DAYS,
  NSD_TRADING_GROUND_ID,
  STALE_AFTER_DAYS,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';
import { signedInClient } from './support/user-fixtures';

type Tick = typeof tradingTicks.$inferSelect;

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(date) - days * DAY).toISOString().slice(0, 10);

/** The median as statistics books define it (the mean of the middle two for an even count). */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The archive's price of a day, as documented: last, else close, else the ground's valuation. */
const priceOf = (t: Tick) => t.lastPrice ?? t.legalClosePrice ?? t.indicativePrice;

/** The liquidity line written out again over the stored ticks: the oracle for the API. */
function expectedLiquidity(ticks: Tick[], asOf: string, hidden: number[] = []) {
  const from = daysBefore(asOf, LIQUIDITY_WINDOW_DAYS - 1);
  const inWindow = ticks.filter(
    (t) => t.date >= from && t.date <= asOf && !hidden.includes(t.tradingGroundId),
  );
  const byDay = new Map<string, { volume: number; money: number | null }>();
  for (const t of inWindow) {
    if (t.volume === null || t.volume <= 0 || t.badData.includes('volume')) continue;
    const day = byDay.get(t.date) ?? { volume: 0, money: null };
    day.volume += t.volume;
    if (t.volumeMoney !== null) day.money = (day.money ?? 0) + t.volumeMoney;
    byDay.set(t.date, day);
  }
  const days = [...byDay.values()];
  const spreads = inWindow
    .filter(
      (t) =>
        t.buyingQuote !== null &&
        t.sellingQuote !== null &&
        !t.badData.includes('buying_quote') &&
        !t.badData.includes('selling_quote'),
    )
    .map((t) => t.sellingQuote! - t.buyingQuote!);
  return {
    from,
    to: asOf,
    windowDays: LIQUIDITY_WINDOW_DAYS,
    daysTraded: days.length,
    medianDailyVolume: median(days.map((d) => d.volume)),
    medianDailyVolumeMoney: median(days.flatMap((d) => (d.money === null ? [] : [d.money]))),
    medianBidAskSpread: median(spreads),
  };
}

describe.skipIf(databaseMissing)(`freshness and liquidity on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  let asOf: string;
  const tiers: Record<string, TestClient> = {};
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const ticksOf = (id: number) =>
    app.db.select().from(tradingTicks).where(eq(tradingTicks.emissionId, id));
  const summary = async (id: number, tier = 'visitor') => {
    const response = await tiers[tier]!.get(`/api/bonds/${id}/`);
    expect(response.statusCode).toBe(200);
    return { raw: response.body, body: BondSummary.parse(response.json()) };
  };

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [first] = await rows<{ id: number }>(
      sql`select e.id from emissions e join emitents i on i.id = e.emitent_id
          where i.names->>'eng' = 'Volga Energy' order by e.id limit 1`,
    );
    showcase = Number(first!.id);
    const [bond] = await app.db
      .select({ asOf: emissions.asOf })
      .from(emissions)
      .where(eq(emissions.id, showcase));
    asOf = bond!.asOf.toISOString().slice(0, 10);
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'fresh-basic@example.com', 1);
    tiers.full = await signedInClient(app, 'fresh-full@example.com', FULL_ACCESS_LEVEL);
    tiers.fullNsd = await signedInClient(app, 'fresh-nsd@example.com', FULL_ACCESS_LEVEL, {
      nsdAccess: true,
    });
  });
  afterAll(() => app?.close());

  it("counts days from the world's as-of date, not the wall clock", () => {
    expect(asOf).toBe(TEST_AS_OF);
  });

  it('gives the showcase bond a liquidity line equal to one recomputed from its ticks', async () => {
    const ticks = await ticksOf(showcase);
    const expected = expectedLiquidity(ticks, asOf, [NSD_TRADING_GROUND_ID]);
    const { body } = await summary(showcase);
    expect(body.liquidity).toMatchObject({
      from: expected.from,
      to: expected.to,
      windowDays: LIQUIDITY_WINDOW_DAYS,
      daysTraded: expected.daysTraded,
    });
    // A showcase bond trades: the line must say so with numbers, not nulls.
    expect(expected.daysTraded).toBeGreaterThan(0);
    expect(expected.medianBidAskSpread).not.toBeNull();
    expect(body.liquidity.medianDailyVolume).toBeCloseTo(expected.medianDailyVolume!, 6);
    expect(body.liquidity.medianDailyVolumeMoney).toBeCloseTo(expected.medianDailyVolumeMoney!, 2);
    expect(body.liquidity.medianBidAskSpread).toBeCloseTo(expected.medianBidAskSpread!, 8);
  });

  it('gives the summary the newest priced day with its ground, origin and age', async () => {
    const ticks = (await ticksOf(showcase)).filter(
      (t) => priceOf(t) !== null && t.tradingGroundId !== NSD_TRADING_GROUND_ID,
    );
    const newest = ticks.reduce((a, b) => (b.date > a.date ? b : a)).date;
    const { body } = await summary(showcase);
    const quote = body.latestQuote!;
    expect(quote.date).toBe(newest);
    expect(quote.ageDays).toBe(daysBetween(newest, asOf));
    expect(quote.stale).toBe(quote.ageDays > STALE_AFTER_DAYS);
    expect(quote.stale).toBe(false);
    const tick = ticks.find(
      (t) => t.date === newest && t.tradingGroundId === quote.tradingGroundId,
    )!;
    expect(quote.cleanPrice).toBe(priceOf(tick));
    expect(quote.priceOrigin).toBe(
      quote.tradingGroundId === ESTIMATION_TRADING_GROUND_ID ? 'computed' : 'published',
    );
    // An exchange's day comes before another ground's of the same day.
    const sameDayExchange = ticks.some((t) => t.date === newest && t.tradingGroundId === 1);
    if (sameDayExchange) expect(quote).toMatchObject({ tradingGroundId: 1, isExchange: true });
    expect(quote.tradingGroundName).not.toBe('');
  });

  it('marks a bond whose latest price is over 7 days old stale, and its liquidity empty', async () => {
    const [old] = await rows<{ id: number; latest: string }>(
      sql`select emission_id as id, max(date)::text as latest from trading_ticks
          where coalesce(last_price, legalcloseprice, indicative_price) is not null
            and trading_ground_id <> ${NSD_TRADING_GROUND_ID}
          group by emission_id
          having max(date) < ${daysBefore(asOf, LIQUIDITY_WINDOW_DAYS + 5)}::date
          order by emission_id limit 1`,
    );
    expect(old).toBeDefined();
    const { body } = await summary(Number(old!.id));
    expect(body.latestQuote).toMatchObject({
      date: old!.latest,
      stale: true,
      ageDays: daysBetween(old!.latest, asOf),
    });
    expect(body.liquidity).toMatchObject({
      daysTraded: 0,
      medianDailyVolume: null,
      medianDailyVolumeMoney: null,
    });
  });

  it('marks each archive row with its origin and its age', async () => {
    const response = await tiers.visitor!.get(`/api/bonds/${showcase}/archive/`);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as {
      date: string;
      tradingGroundId: number;
      priceOrigin: string;
      ageDays: number;
      stale: boolean;
    }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.ageDays).toBe(daysBetween(item.date, asOf));
      expect(item.stale).toBe(item.ageDays > STALE_AFTER_DAYS);
      expect(item.priceOrigin).toBe(
        item.tradingGroundId === ESTIMATION_TRADING_GROUND_ID ? 'computed' : 'published',
      );
    }
    const estimation = await tiers.visitor!.get(
      `/api/bonds/${showcase}/archive/?tg=${ESTIMATION_TRADING_GROUND_ID}`,
    );
    for (const item of estimation.json().items as { priceOrigin: string }[])
      expect(item.priceOrigin).toBe('computed');
  });

  it('reads the same market numbers as every tier on an open ground (raw JSON)', async () => {
    const answers = await Promise.all(
      ['visitor', 'signedIn', 'full'].map((tier) => summary(showcase, tier)),
    );
    for (const { raw, body } of answers) {
      expect(raw).toMatch(/"cleanPrice":\d/);
      expect(raw).toMatch(/"ytm":\d/);
      expect(raw).not.toContain('masked');
      expect(body.liquidity).toEqual(answers[0]!.body.liquidity);
      expect(body.latestQuote).toEqual(answers[0]!.body.latestQuote);
    }
  });

  it('never takes the NSD ground for a tier that may not see it, and never leaks its values', async () => {
    // A bond the NSD values: its summary's day and ground, chosen again from its ticks.
    const [nsd] = await rows<{ id: number }>(
      sql`select emission_id as id from trading_ticks
          where trading_ground_id = ${NSD_TRADING_GROUND_ID} and indicative_price is not null
          order by emission_id limit 1`,
    );
    expect(nsd).toBeDefined();
    const id = Number(nsd!.id);
    const ticks = (await ticksOf(id)).filter((t) => priceOf(t) !== null);
    const exchanges = new Set(
      (await rows<{ id: number }>(sql`select id from trading_grounds where is_exchange`)).map((r) =>
        Number(r.id),
      ),
    );
    const expectedGround = (seesNsd: boolean) => {
      const seen = ticks.filter((t) => seesNsd || t.tradingGroundId !== NSD_TRADING_GROUND_ID);
      const best = [...seen].sort(
        (a, b) =>
          b.date.localeCompare(a.date) ||
          Number(exchanges.has(b.tradingGroundId)) - Number(exchanges.has(a.tradingGroundId)) ||
          a.tradingGroundId - b.tradingGroundId,
      )[0]!;
      return { date: best.date, tradingGroundId: best.tradingGroundId };
    };
    for (const tier of ['visitor', 'signedIn', 'full']) {
      const { raw, body } = await summary(id, tier);
      expect(body.latestQuote).toMatchObject(expectedGround(false));
      expect(body.latestQuote!.tradingGroundId).not.toBe(NSD_TRADING_GROUND_ID);
      expect(raw).not.toContain('masked');
    }
    const full = await summary(id, 'fullNsd');
    expect(full.body.latestQuote).toMatchObject(expectedGround(true));
    expect(typeof full.body.latestQuote!.cleanPrice).toBe('number');
  });

  it('keeps the summary a cached answer: the same ETag, and 304 on revalidation', async () => {
    const first = await app.inject(`/api/bonds/${showcase}/`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      url: `/api/bonds/${showcase}/`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/api/bonds/abc/', 400],
    ['/api/bonds/0/', 400],
    ['/api/bonds/99999999999/', 400],
    ['/api/bonds/1.5/', 400],
    ['/api/bonds/2000000000/', 404],
    ['/api/bonds/2000000000/archive/', 404],
    ['/api/bonds/abc/archive/', 400],
    ['/api/bonds/1/archive/?tg=x', 400],
  ])('refuses bad input %s with %i and an error code', async (url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBeTruthy();
  });
});
