import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NSD_TRADING_GROUND_ID, type ChartType } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, indexValues, tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import {
  chartRequest,
  GET_TRADINGS,
  MOEX,
  openChartWorld,
  type ChartItem,
  type ChartWorld,
} from './support/chart-fixtures';
import { TEST_AS_OF } from './support/seed-world';

/**
 * POST /api/chart/get_tradings/ (spec, bond page sections 2, 4 and 7): its three answer forms,
 * bad input, and what each access tier reads in the raw JSON.
 */

type Tick = Record<string, unknown> & { date: string; date_numeric: number };

const ESTIMATION = 4;

/**
 * The test world's OFZ 26219 matured on Wednesday 2026-09-16: its record date is the 15th, so
 * its ticks stop on Monday 2026-09-14, the business day before (world/trading-stop.ts).
 */
const OFZ_LAST = '2026-09-14';
const PERIOD = { startDate: '2026-08-20', endDate: '2026-11-20' };
/** Days from a date to the test world's as-of date (TEST_AS_OF, every bond's as-of). */
const ageOn = (date: string) => (Date.parse(TEST_AS_OF) - Date.parse(date)) / 86_400_000;

const body = (items: ChartItem[], extra: Record<string, unknown> = {}) =>
  chartRequest(items, PERIOD, extra);

describe.skipIf(databaseMissing)(`chart data (get_tradings) on ${databaseKind}`, () => {
  let app: App;
  let ofz19: number;
  let ofz30: number;
  let tiers: ChartWorld['tiers'];

  beforeAll(async () => {
    ({ app, ofz19, ofz30, tiers } = await openChartWorld());
  });
  afterAll(() => app?.close());

  const ask = (tier: string, payload: unknown) => tiers[tier]!.post(GET_TRADINGS, payload);
  const ticksOf = async (tier: string, payload: unknown) => {
    const response = await ask(tier, payload);
    expect(response.statusCode, response.body).toBe(200);
    return { raw: response.body, ticks: response.json() as Tick[] };
  };

  /** The stored rows of one line in the period, by date, straight from the database. */
  const stored = (bond: number, ground: number, from = PERIOD.startDate, to = PERIOD.endDate) =>
    app.db
      .select()
      .from(tradingTicks)
      .where(
        and(
          eq(tradingTicks.emissionId, bond),
          eq(tradingTicks.tradingGroundId, ground),
          gte(tradingTicks.date, from),
          lte(tradingTicks.date, to),
        ),
      )
      .orderBy(asc(tradingTicks.date));

  describe('answer forms', () => {
    it('answers the ticks of a line: stored values, display rules applied, by date', async () => {
      const { ticks } = await ticksOf('full', body([{ id: ofz30, tgId: MOEX, model: 'bonds' }]));
      const rows = (await stored(ofz30, MOEX)).filter(
        (r) => r.lastPrice !== null || r.openPrice !== null,
      );
      expect(ticks.length).toBe(rows.length);
      expect(ticks.length).toBeGreaterThan(40);
      ticks.forEach((tick, i) => {
        const row = rows[i]!;
        // The period reaches the line's latest value: its newest tick says how old it is.
        const latest = i === rows.length - 1 ? { age_days: ageOn(row.date), stale: false } : {};
        expect(tick).toEqual({
          ...latest,
          date: row.date,
          date_numeric: Date.parse(`${row.date}T00:00:00Z`),
          model: 'bonds',
          id: ofz30,
          trading_ground_id: MOEX,
          trading_ground_name: 'Moscow Exchange',
          isIndex: false,
          shape_only: false,
          last_price: row.badData.includes('last_price') ? null : row.lastPrice,
          open_price: row.openPrice,
          min_price: row.minPrice,
          max_price: row.maxPrice,
          volume: row.volume,
        });
      });
      // A day with only bid and ask (no trade) is no price tick.
      const all = await stored(ofz30, MOEX);
      expect(all.length).toBeGreaterThanOrEqual(rows.length);
    });

    it('blanks a value marked bad data (the spec .baddata flag)', async () => {
      // OFZ 26219 has an off-market last price on 2026-02-20 (bad data: last_price, ytm_last).
      const [bad] = await app.db
        .select()
        .from(tradingTicks)
        .where(
          and(
            eq(tradingTicks.emissionId, ofz19),
            eq(tradingTicks.tradingGroundId, MOEX),
            eq(tradingTicks.date, '2026-02-20'),
          ),
        );
      expect(bad!.badData).toContain('last_price');
      expect(bad!.lastPrice).not.toBeNull();
      const period = { startDate: '2026-02-19', endDate: '2026-02-20' };
      const price = await ticksOf(
        'full',
        body([{ id: ofz19, tgId: MOEX, model: 'bonds' }], period),
      );
      const tick = price.ticks.find((t) => t.date === '2026-02-20')!;
      expect(tick.last_price).toBeNull();
      expect(tick.open_price).toBe(bad!.openPrice);
      const yields = await ticksOf(
        'full',
        body([{ id: ofz19, tgId: MOEX, model: 'bonds' }], { ...period, chartType: 'yield' }),
      );
      expect(yields.ticks.find((t) => t.date === '2026-02-20')!.ytm_last).toBeNull();
    });

    it.each<[ChartType, string[]]>([
      ['yield', ['ytm_last']],
      ['g_spread', ['g_spread']],
    ])('answers %s ticks with that value only', async (chartType, fields) => {
      const { ticks } = await ticksOf(
        'full',
        body([{ id: ofz30, tgId: ESTIMATION, model: 'bonds' }], { chartType }),
      );
      const rows = await stored(ofz30, ESTIMATION);
      expect(ticks.length).toBe(rows.length);
      ticks.forEach((tick, i) => {
        const row = rows[i]!;
        const value = chartType === 'yield' ? row.ytmLast : row.gSpread;
        const own = (k: string) => !BASE_KEYS.includes(k) && !FRESHNESS_KEYS.includes(k);
        expect(Object.keys(tick).filter(own)).toEqual(fields);
        expect(tick[fields[0]!]).toBe(row.badData.includes(fields[0]!) ? null : value);
      });
      expect(ticks.some((t) => typeof t[fields[0]!] === 'number')).toBe(true);
    });

    it("answers an index's values, without a ground", async () => {
      const { ticks } = await ticksOf('full', body([{ id: 1, tgId: 0, model: 'index' }]));
      const rows = await app.db
        .select()
        .from(indexValues)
        .where(
          and(
            eq(indexValues.indexId, 1),
            gte(indexValues.date, PERIOD.startDate),
            lte(indexValues.date, PERIOD.endDate),
          ),
        )
        .orderBy(asc(indexValues.date));
      expect(ticks.map((t) => [t.date, t.value])).toEqual(rows.map((r) => [r.date, r.value]));
      expect(ticks[0]).toMatchObject({
        model: 'index',
        id: 1,
        isIndex: true,
        trading_ground_id: null,
        trading_ground_name: null,
        shape_only: false,
      });
    });

    it('answers a comparison line by line in the order asked, duplicates once', async () => {
      const items: ChartItem[] = [
        { id: ofz30, tgId: MOEX, model: 'bonds' },
        { id: 2, tgId: 7, model: 'index' },
        { id: ofz19, tgId: ESTIMATION, model: 'bonds' },
        { id: ofz30, tgId: MOEX, model: 'bonds' },
        { id: 2, tgId: 0, model: 'index' },
      ];
      const { ticks } = await ticksOf('full', body(items, { chartType: 'yield' }));
      const order = [...new Set(ticks.map((t) => `${t.model}:${t.id}:${t.trading_ground_id}`))];
      expect(order).toEqual([
        `bonds:${ofz30}:${MOEX}`,
        'index:2:null',
        `bonds:${ofz19}:${ESTIMATION}`,
      ]);
      const ofz19Dates = ticks.filter((t) => t.id === ofz19).map((t) => t.date);
      expect(ofz19Dates.at(-1)).toBe(OFZ_LAST);
      expect([...ofz19Dates].sort()).toEqual(ofz19Dates);
    });

    it("sends a comparison's price lines as closes, and the day's prices for a line alone", async () => {
      const alone = await ticksOf('full', body([{ id: ofz30, tgId: MOEX, model: 'bonds' }]));
      const pair = await ticksOf(
        'full',
        body([
          { id: ofz30, tgId: MOEX, model: 'bonds' },
          { id: ofz19, tgId: MOEX, model: 'bonds' },
        ]),
      );
      const day = alone.ticks.find((t) => t.open_price != null)!;
      expect(day).toMatchObject({ volume: expect.any(Number), max_price: expect.any(Number) });
      const same = pair.ticks.find((t) => t.id === ofz30 && t.date === day.date)!;
      expect(same.last_price).toBe(day.last_price);
      for (const tick of pair.ticks)
        expect(Object.keys(tick)).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/^(open|min|max)_price$|^volume$/)]),
        );
    });

    it("answers the first line's latest earlier date (ms) on the first, default call", async () => {
      const late = { startDate: '2026-10-01', endDate: '2026-11-20', userChangePeriod: 0 };
      const items: ChartItem[] = [
        { id: ofz19, tgId: MOEX, model: 'bonds' },
        { id: ofz30, tgId: MOEX, model: 'bonds' },
      ];
      const response = await ask('full', body(items, late));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(Date.parse(`${OFZ_LAST}T00:00:00Z`));
      // The client then asks again: a later iteration, or a period the user chose, gets ticks.
      for (const extra of [{ getChartIteration: 1 }, { userChangePeriod: 1 }]) {
        const { ticks } = await ticksOf('full', body(items, { ...late, ...extra }));
        expect(ticks.length).toBeGreaterThan(0);
        expect(ticks.every((t) => t.id === ofz30)).toBe(true);
      }
      // The same for an index: its latest value before the period.
      const index = await ask(
        'visitor',
        body([{ id: 3, tgId: 0, model: 'index' }], {
          startDate: '2027-01-01',
          endDate: '2027-03-01',
          userChangePeriod: 0,
        }),
      );
      expect(index.json()).toBe(Date.parse('2026-11-20T00:00:00Z'));
    });

    it('answers an empty list when there is nothing in the period nor before it', async () => {
      for (const extra of [{ userChangePeriod: 0 }, { userChangePeriod: 1 }]) {
        const response = await ask(
          'full',
          body([{ id: ofz30, tgId: MOEX, model: 'bonds' }], {
            startDate: '2000-01-01',
            endDate: '2000-03-31',
            ...extra,
          }),
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
      }
      // Data after the period only: nothing earlier to move to.
      const before = await ask(
        'full',
        body([{ id: ofz30, tgId: MOEX, model: 'bonds' }], {
          startDate: '2020-01-01',
          endDate: '2020-02-01',
          userChangePeriod: 0,
        }),
      );
      expect(before.json()).toEqual([]);
    });
  });

  describe("the latest value's freshness (issue 29: stale is said wherever it is shown)", () => {
    const aged = (ticks: Tick[]) => ticks.filter((t) => 'age_days' in t || 'stale' in t);
    const lineOf = (ticks: Tick[], model: string, id: number) =>
      ticks.filter((t) => t.model === model && t.id === id);

    it("marks each line's newest tick with its age against the as-of date, stale over 7 days", async () => {
      const { ticks } = await ticksOf(
        'full',
        body([
          { id: ofz19, tgId: MOEX, model: 'bonds' },
          { id: ofz30, tgId: MOEX, model: 'bonds' },
          { id: 1, tgId: 0, model: 'index' },
        ]),
      );
      // OFZ 26219 stopped trading on OFZ_LAST, 67 days before the world's as-of date.
      const matured = lineOf(ticks, 'bonds', ofz19);
      expect(matured.at(-1)).toMatchObject({ date: OFZ_LAST, age_days: 67, stale: true });
      expect(ageOn(OFZ_LAST)).toBe(67);
      // OFZ 26230 trades up to the as-of date: fresh.
      const live = lineOf(ticks, 'bonds', ofz30);
      expect(live.at(-1)!.age_days).toBe(ageOn(live.at(-1)!.date));
      expect(live.at(-1)!.age_days).toBeLessThanOrEqual(7);
      expect(live.at(-1)!.stale).toBe(false);
      // The index counts from the as-of date of the bonds it is drawn with.
      const index = lineOf(ticks, 'index', 1);
      expect(index.at(-1)!.age_days).toBe(ageOn(index.at(-1)!.date));
      expect(index.at(-1)!.stale).toBe(ageOn(index.at(-1)!.date) > 7);
      // One tick a line says it, never the history before it.
      expect(aged(ticks)).toEqual([matured.at(-1), live.at(-1), index.at(-1)]);
    });

    it('says nothing when the period ends before the latest value (history, not stale)', async () => {
      const { ticks } = await ticksOf(
        'full',
        body([{ id: ofz30, tgId: MOEX, model: 'bonds' }], { endDate: '2026-09-30' }),
      );
      expect(ticks.length).toBeGreaterThan(10);
      expect(aged(ticks)).toEqual([]);
    });

    it('counts the tab’s own value: a line whose yields stop earlier is aged from its last yield', async () => {
      // OFZ 26219's yields, like its prices, stop on OFZ_LAST; the yield tab ages that tick.
      const { ticks } = await ticksOf(
        'full',
        body([{ id: ofz19, tgId: MOEX, model: 'bonds' }], { chartType: 'yield' }),
      );
      const last = ticks.filter((t) => t.ytm_last !== undefined).at(-1)!;
      expect(aged(ticks)).toEqual([last]);
      expect(last.age_days).toBe(ageOn(last.date));
    });

    it.each(['visitor', 'signedIn', 'full'])(
      'sends the %s the same age and stale mark: dates are no hidden values',
      async (tier) => {
        const { raw, ticks } = await ticksOf(
          tier,
          body([{ id: ofz19, tgId: MOEX, model: 'bonds' }]),
        );
        expect(aged(ticks)).toEqual([ticks.at(-1)]);
        expect(ticks.at(-1)).toMatchObject({ date: OFZ_LAST, age_days: 67, stale: true });
        expect(raw).toContain('"age_days":67,"stale":true');
        // Below full access the values stay a shape.
        expect(ticks.every((t) => t.shape_only === (tier !== 'full'))).toBe(true);
      },
    );
  });

  describe('bad input', () => {
    const bond = (id = ofz30, tgId = MOEX): ChartItem => ({ id, tgId, model: 'bonds' });
    const index = (id: number): ChartItem => ({ id, tgId: 0, model: 'index' });

    it.each<[string, () => Record<string, unknown>, Record<string, string>]>([
      ['no items', () => body([]), { 'body.items': 'field_too_short' }],
      [
        'more than 10 bonds',
        () => body(Array.from({ length: 11 }, (_, i) => bond(ofz30, i + 1))),
        { 'body.items': 'compare_max_count_alert' },
      ],
      [
        'more than 10 indexes',
        () => body([bond(), ...Array.from({ length: 11 }, (_, i) => index(i + 1))]),
        { 'body.items': 'compare_max_index_count_alert' },
      ],
      [
        'more than 20 items',
        () => body(Array.from({ length: 21 }, (_, i) => index(i + 1))),
        { 'body.items': 'field_too_long' },
      ],
      [
        'a bond without a ground',
        () => body([bond(ofz30, 0)]),
        { 'body.items.0.tgId': 'no_select_trading_ground' },
      ],
      [
        'a start after the end',
        () => body([bond()], { startDate: '2026-05-02', endDate: '2026-05-01' }),
        { 'body.startDate': 'graph_period_start_incorrect' },
      ],
      [
        'a date before 1900',
        () => body([bond()], { startDate: '1899-12-31' }),
        { 'body.startDate': 'field_invalid_value' },
      ],
      [
        'a date after 2200',
        () => body([bond()], { endDate: '2201-01-01' }),
        { 'body.endDate': 'field_invalid_value' },
      ],
      [
        'a date that is not one',
        () => body([bond()], { endDate: '2026-02-30' }),
        { 'body.endDate': 'field_invalid_value' },
      ],
      [
        'an unknown chart type',
        () => body([bond()], { chartType: 'volume' }),
        { 'body.chartType': 'field_invalid_value' },
      ],
      [
        'userChangePeriod 2',
        () => body([bond()], { userChangePeriod: 2 }),
        { 'body.userChangePeriod': 'field_invalid_value' },
      ],
      [
        'a negative iteration',
        () => body([bond()], { getChartIteration: -1 }),
        { 'body.getChartIteration': 'field_invalid_value' },
      ],
      [
        'an unknown model',
        () => body([{ id: 1, tgId: 1, model: 'stock' } as never]),
        { 'body.items.0.model': 'field_invalid_value' },
      ],
      [
        'a missing field',
        () => ({ items: [bond()], startDate: '2026-01-01' }),
        { 'body.endDate': 'field_required' },
      ],
    ])('answers 400 for %s, naming the field', async (_name, payload, fields) => {
      const response = await ask('full', payload());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed' });
      expect(response.json().error.fields).toMatchObject(fields);
    });

    it.each<[string, () => ChartItem[], Record<string, string>]>([
      ['an unknown bond', () => [bond(999_999)], { 'body.items.0.id': 'not_found' }],
      [
        'a ground the bond does not trade on',
        () => [bond(ofz30, 2)],
        { 'body.items.0.tgId': 'not_found' },
      ],
      ['an unknown ground', () => [bond(ofz30, 9999)], { 'body.items.0.tgId': 'not_found' }],
      ['an unknown index', () => [bond(), index(999)], { 'body.items.1.id': 'not_found' }],
    ])('answers 404 for %s, naming the item', async (_name, items, fields) => {
      const response = await ask('full', body(items()));
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'not_found', fields });
    });

    it('needs no CSRF header (a read)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: GET_TRADINGS,
        payload: body([{ id: ofz30, tgId: MOEX, model: 'bonds' }]),
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('access by tier, read in the raw JSON', () => {
    /** The stored numbers of the lines asked, which shape-only answers must not hold. */
    const storedNumbers = async (lines: [number, number][]) => {
      const numbers: number[] = [];
      for (const [bond, ground] of lines)
        for (const row of await stored(bond, ground))
          for (const v of [
            row.lastPrice,
            row.openPrice,
            row.minPrice,
            row.maxPrice,
            row.volume,
            row.ytmLast,
            row.gSpread,
          ])
            if (v !== null) numbers.push(v);
      return numbers;
    };

    /**
     * No stored value is in the bytes sent. A rescaled value has at most 3 decimals and lies
     * in 0..100, so a stored value like those could match by chance: those are skipped.
     */
    const expectNoStoredValue = (raw: string, numbers: number[]) => {
      const sent = new Set<number>();
      const walk = (v: unknown): void => {
        if (typeof v === 'number') sent.add(v);
        else if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === 'object') Object.values(v).forEach(walk);
      };
      walk(JSON.parse(raw));
      const telling = numbers.filter((v) => v > 100 || v < 0 || !Number.isInteger(v * 1000));
      expect(telling.length).toBeGreaterThan(50);
      for (const v of telling) {
        expect(sent.has(v), `stored ${v} was sent`).toBe(false);
        // A decimal's digits, anywhere in the text (an integer could be part of a timestamp).
        if (!Number.isInteger(v))
          expect(raw.includes(String(v)), `stored ${v} is in the body`).toBe(false);
      }
    };

    /** A value's place among the distinct values of `pool`, on 0..100 (the shape's rule). */
    const rankPlace = (pool: number[]) => {
      const distinct = [...new Set(pool)].sort((a, b) => a - b);
      return (v: number) =>
        distinct.length > 1 ? (distinct.indexOf(v) / (distinct.length - 1)) * 100 : 50;
    };

    /** The shape keeps the line: order, lowest at 0, highest at 100, each value by its rank. */
    const expectShape = (shown: (number | null)[], values: (number | null)[]) => {
      const known = values.flatMap((v, i) => (v === null ? [] : [[i, v] as const]));
      expect(known.length).toBeGreaterThan(5);
      const min = Math.min(...known.map(([, v]) => v));
      const max = Math.max(...known.map(([, v]) => v));
      const argmin = known.find(([, v]) => v === min)![0];
      const argmax = known.find(([, v]) => v === max)![0];
      expect(shown[argmin]).toBe(0);
      expect(shown[argmax]).toBe(100);
      const place = rankPlace(known.map(([, v]) => v));
      values.forEach((v, i) => {
        if (v === null) return expect(shown[i]).toBeNull();
        expect(shown[i]).toBeCloseTo(place(v), 2);
      });
      for (const [i, a] of known)
        for (const [j, b] of known) if (a < b) expect(shown[i]!).toBeLessThan(shown[j]!);
    };

    const priceItem = () => [{ id: ofz30, tgId: MOEX, model: 'bonds' as const }];

    it('sends a visitor the price line shape only, without open, low, high or volume', async () => {
      const { raw, ticks } = await ticksOf('visitor', body(priceItem()));
      const rows = (await stored(ofz30, MOEX)).filter((r) => r.lastPrice !== null);
      expect(ticks.map((t) => t.date)).toEqual(rows.map((r) => r.date));
      for (const tick of ticks) {
        expect(tick.shape_only).toBe(true);
        expect(Object.keys(tick)).not.toContain('open_price');
        expect(Object.keys(tick)).not.toContain('volume');
      }
      expectShape(
        ticks.map((t) => t.last_price as number | null),
        rows.map((r) => (r.badData.includes('last_price') ? null : r.lastPrice)),
      );
      expectNoStoredValue(raw, await storedNumbers([[ofz30, MOEX]]));
    });

    it('sends a signed-in user the shape of the candles: prices on one scale, volume on its own', async () => {
      const { raw, ticks } = await ticksOf('signedIn', body(priceItem()));
      const rows = (await stored(ofz30, MOEX)).filter((r) => r.lastPrice !== null);
      expect(ticks.every((t) => t.shape_only === true)).toBe(true);
      const prices = rows.flatMap((r) =>
        [r.lastPrice, r.openPrice, r.minPrice, r.maxPrice].filter((v): v is number => v !== null),
      );
      const place = rankPlace(prices);
      ticks.forEach((tick, i) => {
        const row = rows[i]!;
        expect(tick.min_price).toBeCloseTo(place(row.minPrice!), 2);
        expect(tick.max_price as number).toBeGreaterThanOrEqual(tick.open_price as number);
        expect(tick.min_price as number).toBeLessThanOrEqual(tick.open_price as number);
      });
      expect(Math.min(...ticks.map((t) => t.min_price as number))).toBe(0);
      expect(Math.max(...ticks.map((t) => t.max_price as number))).toBe(100);
      expectShape(
        ticks.map((t) => t.volume as number),
        rows.map((r) => r.volume),
      );
      expectNoStoredValue(raw, await storedNumbers([[ofz30, MOEX]]));
    });

    it.each(['visitor', 'signedIn'])(
      'sends %s the yield and G-spread lines as shapes',
      async (tier) => {
        for (const chartType of ['yield', 'g_spread'] as const) {
          const { raw, ticks } = await ticksOf(
            tier,
            body([{ id: ofz30, tgId: ESTIMATION, model: 'bonds' }], { chartType }),
          );
          const rows = await stored(ofz30, ESTIMATION);
          const field = chartType === 'yield' ? 'ytm_last' : 'g_spread';
          expectShape(
            ticks.map((t) => t[field] as number | null),
            rows.map((r) =>
              r.badData.includes(field) ? null : chartType === 'yield' ? r.ytmLast : r.gSpread,
            ),
          );
          expectNoStoredValue(raw, await storedNumbers([[ofz30, ESTIMATION]]));
        }
      },
    );

    it("shapes an index's values below full access", async () => {
      const { ticks } = await ticksOf('visitor', body([{ id: 1, tgId: 0, model: 'index' }]));
      const full = await ticksOf('full', body([{ id: 1, tgId: 0, model: 'index' }]));
      expect(ticks.every((t) => t.shape_only)).toBe(true);
      expectShape(
        ticks.map((t) => t.value as number),
        full.ticks.map((t) => t.value as number),
      );
    });

    it('sends full access the values, except on the NSD ground without the NSD flag', async () => {
      const nsdLine = body([{ id: ofz19, tgId: NSD_TRADING_GROUND_ID, model: 'bonds' }], {
        startDate: '2026-06-01',
        endDate: '2026-09-30',
        chartType: 'yield',
      });
      const rows = await stored(ofz19, NSD_TRADING_GROUND_ID, '2026-06-01', '2026-09-30');
      const withFlag = await ticksOf('fullNsd', nsdLine);
      expect(withFlag.ticks.map((t) => t.ytm_last)).toEqual(
        rows.map((r) => (r.badData.includes('ytm_last') ? null : r.ytmLast)),
      );
      expect(withFlag.ticks.every((t) => t.shape_only === false)).toBe(true);
      for (const tier of ['full', 'signedIn', 'visitor']) {
        const { raw, ticks } = await ticksOf(tier, nsdLine);
        expect(ticks.every((t) => t.shape_only === true)).toBe(true);
        expectShape(
          ticks.map((t) => t.ytm_last as number | null),
          rows.map((r) => r.ytmLast),
        );
        const numbers = rows.flatMap((r) => [r.ytmLast, r.lastPrice, r.gSpread]);
        expectNoStoredValue(
          raw,
          numbers.filter((v): v is number => v !== null),
        );
      }
      // Full access reads every other ground's values, the flag or not.
      const moex = await ticksOf('full', body(priceItem()));
      expect(moex.ticks.every((t) => t.shape_only === false)).toBe(true);
    });

    it('refuses a comparison below full access: 401 need_auth, 403 access_denied_auth', async () => {
      const items: ChartItem[] = [
        { id: ofz30, tgId: MOEX, model: 'bonds' },
        { id: 1, tgId: 0, model: 'index' },
      ];
      const visitor = await ask('visitor', body(items));
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('need_auth');
      const signedIn = await ask('signedIn', body(items));
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json().error.code).toBe('access_denied_auth');
      // The same item twice is one line, no comparison.
      const twice = await ask('visitor', body([items[0]!, items[0]!]));
      expect(twice.statusCode).toBe(200);
      // Full access compares, each line by its own ground's rule.
      const { ticks } = await ticksOf(
        'full',
        body([...items, { id: ofz19, tgId: NSD_TRADING_GROUND_ID, model: 'bonds' }], {
          startDate: '2026-06-01',
        }),
      );
      const shapeOnly = new Map(ticks.map((t) => [`${t.id}:${t.trading_ground_id}`, t.shape_only]));
      expect(Object.fromEntries(shapeOnly)).toEqual({
        [`${ofz30}:${MOEX}`]: false,
        '1:null': false,
        [`${ofz19}:${NSD_TRADING_GROUND_ID}`]: true,
      });
    });
  });
});

describe.skipIf(databaseMissing)(
  `chart data on an open instance (OPEN_DATA) on ${databaseKind}`,
  () => {
    let app: App;
    beforeAll(async () => {
      app = await createSeededTestApp({ openData: true });
    });
    afterAll(() => app?.close());

    it('sends a visitor the values and lets them compare; the NSD ground stays a shape', async () => {
      const visitor = new TestClient(app);
      const rows = await app.db.select({ id: emissions.id, isin: emissions.isin }).from(emissions);
      const ofz19 = rows.find((r) => r.isin === 'SU26219RMFS4')!.id;
      const response = await visitor.post(GET_TRADINGS, {
        ...body([
          { id: ofz19, tgId: MOEX, model: 'bonds' },
          { id: ofz19, tgId: NSD_TRADING_GROUND_ID, model: 'bonds' },
        ]),
        startDate: '2026-06-01',
      });
      expect(response.statusCode).toBe(200);
      const ticks = response.json() as Tick[];
      const moex = ticks.filter((t) => t.trading_ground_id === MOEX);
      expect(moex.length).toBeGreaterThan(0);
      expect(moex.every((t) => t.shape_only === false && typeof t.last_price === 'number')).toBe(
        true,
      );
      const nsd = ticks.filter((t) => t.trading_ground_id === NSD_TRADING_GROUND_ID);
      expect(nsd.length).toBeGreaterThan(0);
      expect(nsd.every((t) => t.shape_only === true)).toBe(true);
    });
  },
);

/** A line's newest tick says how old the line's latest value is (chart freshness). */
const FRESHNESS_KEYS = ['age_days', 'stale'];

const BASE_KEYS = [
  'date',
  'date_numeric',
  'model',
  'id',
  'trading_ground_id',
  'trading_ground_name',
  'isIndex',
  'shape_only',
];
