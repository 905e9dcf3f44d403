import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { equities, equityPrices, indexes, indexValues } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';
import { signedInClient } from './support/user-fixtures';

/**
 * The price charts of the index, stock and ETF pages (issue 12 item 6): each model over each
 * period, the input rules, and the raw JSON by tier — below full access a shape only, so not
 * one stored value leaves the server.
 */

type Model = 'index' | 'stock' | 'etf';
const PATHS: Record<Model, string> = { index: 'indexes', stock: 'stocks', etf: 'etf' };
const PRESETS = ['1m', '3m', '1y', '3y', 'all'] as const;
/** The demo world ends on TEST_AS_OF (a Friday), so every preset counts back from it. */
const PRESET_STARTS: Record<(typeof PRESETS)[number], string | null> = {
  '1m': '2026-10-20',
  '3m': '2026-08-20',
  '1y': '2025-11-20',
  '3y': '2023-11-20',
  all: null,
};

interface ChartAnswer {
  data: [number, number][][];
  series: { id: string; name: string; model: Model; entityId: number; link: string }[];
  graph_type: string;
  measure: string;
  shapeOnly: boolean;
  period: {
    periodId: string;
    beginDate: string | null;
    endDate: string | null;
    latestDate: string | null;
  };
}

const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe.skipIf(databaseMissing)(`index, stock and ETF charts on ${databaseKind}`, () => {
  let app: App;
  const ids = {} as Record<Model, number>;
  const names = {} as Record<Model, { eng: string; rus: string }>;
  /** Every stored value (index values, equity closes) per model's entity, oldest first. */
  const stored = {} as Record<Model, { date: string; value: number }[]>;
  const tiers: Record<'visitor' | 'signedIn' | 'full', TestClient> = {} as never;

  beforeAll(async () => {
    app = await createSeededTestApp();
    const index = (await app.db.select().from(indexes).orderBy(asc(indexes.id)))[0]!;
    ids.index = index.id;
    names.index = index.names as { eng: string; rus: string };
    stored.index = await app.db
      .select({ date: indexValues.date, value: indexValues.value })
      .from(indexValues)
      .where(eq(indexValues.indexId, index.id))
      .orderBy(asc(indexValues.date));
    for (const kind of ['stock', 'etf'] as const) {
      const equity = (
        await app.db
          .select()
          .from(equities)
          .where(eq(equities.kind, kind))
          .orderBy(asc(equities.id))
      )[0]!;
      ids[kind] = equity.id;
      names[kind] = equity.names as { eng: string; rus: string };
      stored[kind] = await app.db
        .select({ date: equityPrices.date, value: equityPrices.close })
        .from(equityPrices)
        .where(eq(equityPrices.equityId, equity.id))
        .orderBy(asc(equityPrices.date));
    }
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
  });
  afterAll(() => app?.close());

  const chart = async (
    model: Model,
    body: unknown,
    tier: keyof typeof tiers = 'full',
    id = ids[model],
    query = '',
  ) => tiers[tier].post(`/api/${PATHS[model]}/${id}/chart/${query}`, body);

  const answer = async (model: Model, body: unknown, tier: keyof typeof tiers = 'full') => {
    const response = await chart(model, body, tier);
    expect(response.statusCode, response.body).toBe(200);
    return { raw: response.body, json: response.json() as ChartAnswer };
  };

  it('has a daily history for every equity over the span of the bond ticks', async () => {
    // Every equity, every weekday of the window; close within [low, high]; volume positive.
    const rows = (await app.db.execute(
      sql`select (select count(*) from equities)::int as equities,
              count(distinct p.equity_id)::int as priced,
              count(distinct p.date)::int as days,
              min(p.date)::text as first, max(p.date)::text as last,
              bool_and(p.low > 0 and p.low <= least(p.open, p.close)
                       and p.high >= greatest(p.open, p.close) and p.volume > 0) as sane,
              (select count(distinct date)::int from trading_ticks) as tick_days,
              (select min(date)::text from trading_ticks) as first_tick
         from equity_prices p`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const row = rows.rows[0]!;
    expect(row.priced).toBe(row.equities);
    expect(row.equities).toBeGreaterThanOrEqual(4);
    expect(row.days).toBe(row.tick_days);
    expect(row.first).toBe(row.first_tick);
    expect(row.last).toBe(TEST_AS_OF);
    expect(row.sane).toBe(true);
    expect(stored.stock.length).toBe(row.days);
  });

  for (const model of ['index', 'stock', 'etf'] as const) {
    it.each(PRESETS)(`answers the ${model}'s values for period %s at full access`, async (id) => {
      const { json } = await answer(model, { periodId: id });
      const from = PRESET_STARTS[id];
      const expected = stored[model].filter((p) => from === null || p.date >= from);
      expect(expected.length).toBeGreaterThan(10);
      expect(json.graph_type).toBe('line');
      expect(json.shapeOnly).toBe(false);
      expect(json.series).toEqual([
        {
          id: `${model}-${ids[model]}`,
          name: names[model].eng,
          model,
          entityId: ids[model],
          link: `/${PATHS[model]}/${ids[model]}/`,
        },
      ]);
      expect(json.data).toHaveLength(1);
      expect(json.data[0]).toEqual(expected.map((p) => [ms(p.date), p.value]));
      expect(json.period).toEqual({
        periodId: id,
        beginDate: from ?? expected[0]!.date,
        endDate: TEST_AS_OF,
        latestDate: TEST_AS_OF,
      });
      if (model === 'index') expect(json.measure).toBe('points');
      else expect(json.measure).toMatch(/^[A-Z]{3}$/);
    });
  }

  it('names the series in the request language', async () => {
    const response = await chart('stock', { periodId: '1m' }, 'full', ids.stock, '?lang=rus');
    expect(response.statusCode).toBe(200);
    expect((response.json() as ChartAnswer).series[0]!.name).toBe(names.stock.rus);
    const index = await chart('index', { periodId: '1m' }, 'full', ids.index, '?lang=rus');
    expect((index.json() as ChartAnswer).series[0]!.name).toBe(names.index.rus);
  });

  it('answers a custom period, both ends in, and an empty one outside the history', async () => {
    const { json } = await answer('etf', {
      periodId: 'custom',
      beginDate: '2026-03-02',
      endDate: '2026-03-13',
    });
    const expected = stored.etf.filter((p) => p.date >= '2026-03-02' && p.date <= '2026-03-13');
    expect(expected).toHaveLength(10);
    expect(json.data[0]).toEqual(expected.map((p) => [ms(p.date), p.value]));
    expect(json.period).toMatchObject({ beginDate: '2026-03-02', endDate: '2026-03-13' });

    const oneDay = await answer('index', {
      periodId: 'custom',
      beginDate: TEST_AS_OF,
      endDate: TEST_AS_OF,
    });
    expect(oneDay.json.data[0]).toEqual([[ms(TEST_AS_OF), stored.index.at(-1)!.value]]);

    const before = await answer('stock', {
      periodId: 'custom',
      beginDate: '2001-01-01',
      endDate: '2001-12-31',
    });
    expect(before.json.data).toEqual([[]]);
    expect(before.json.series).toHaveLength(1);
  });

  it('ignores the dates of a preset period', async () => {
    const { json } = await answer('stock', {
      periodId: '1m',
      beginDate: '2026-11-01',
      endDate: '2026-01-01',
    });
    expect(json.period.beginDate).toBe(PRESET_STARTS['1m']);
  });

  it.each([
    [
      { periodId: 'custom', beginDate: '2026-06-02', endDate: '2026-06-01' },
      'body.beginDate',
      'graph_period_start_incorrect',
    ],
    [{ periodId: 'custom', beginDate: '2026-06-01' }, 'body.endDate', 'field_required'],
    [{ periodId: 'custom', endDate: '2026-06-01' }, 'body.beginDate', 'field_required'],
    [{ periodId: '6m' }, 'body.periodId', 'field_invalid_value'],
    [{}, 'body.periodId', 'field_required'],
    [
      { periodId: 'custom', beginDate: '01.06.2026', endDate: '2026-06-30' },
      'body.beginDate',
      'field_invalid_value',
    ],
    [
      { periodId: 'custom', beginDate: '0000-01-01', endDate: '2026-06-30' },
      'body.beginDate',
      'field_invalid_value',
    ],
    [{ periodId: 'all', colour: 'red' }, 'body.colour', 'field_unknown'],
  ])('refuses %j: 400 on %s (%s)', async (body, field, label) => {
    for (const model of ['index', 'stock', 'etf'] as const) {
      const response = await chart(model, body);
      expect(response.statusCode).toBe(400);
      const { error } = response.json() as {
        error: { code: string; message: string; fields: Record<string, string> };
      };
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field]).toBe(label);
    }
  });

  it('answers 404 for an unknown id or one of the other kind, 400 for a malformed one', async () => {
    for (const model of ['index', 'stock', 'etf'] as const) {
      const response = await chart(model, { periodId: 'all' }, 'full', 999_999);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await chart('stock', { periodId: 'all' }, 'full', ids.etf)).statusCode).toBe(404);
    expect((await chart('etf', { periodId: 'all' }, 'full', ids.stock)).statusCode).toBe(404);
    const malformed = await tiers.full.post('/api/stocks/abc/chart/', { periodId: 'all' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: { fields: { 'params.id': expect.any(String) } },
    });
  });

  it('reads without the CSRF header (a read-only POST)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/indexes/${ids.index}/chart/`,
      payload: { periodId: '3m' },
    });
    expect(response.statusCode).toBe(200);
  });

  /** Indices of the lowest and highest values (first occurrences). */
  const extremes = (values: number[]) => ({
    low: values.indexOf(Math.min(...values)),
    high: values.indexOf(Math.max(...values)),
  });

  /** The entity's stored values (0, 50 and 100 aside) that appear as numbers in a body. */
  const storedValuesIn = (raw: string, model: Model) => {
    const sent = new Set(
      [...raw.matchAll(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi)].map((m) => Number(m[0])),
    );
    return [
      ...new Set(
        stored[model]
          .map((p) => p.value)
          .filter((v) => v !== 0 && v !== 50 && v !== 100 && sent.has(v)),
      ),
    ];
  };

  for (const tier of ['visitor', 'signedIn'] as const) {
    for (const model of ['index', 'stock', 'etf'] as const) {
      it(`sends ${tier} the ${model}'s shape only: no stored value in the raw JSON`, async () => {
        for (const periodId of ['3m', 'all'] as const) {
          const full = await answer(model, { periodId }, 'full');
          const { raw, json } = await answer(model, { periodId }, tier);
          expect(json.shapeOnly).toBe(true);
          expect(json.series).toEqual(full.json.series);
          expect(json.measure).toBe(full.json.measure);
          const values = full.json.data[0]!.map(([, v]) => v);
          const shape = json.data[0]!.map(([, v]) => v);
          // Same days, same order; the line's lows and highs where they were.
          expect(json.data[0]!.map(([t]) => t)).toEqual(full.json.data[0]!.map(([t]) => t));
          expect(Math.min(...shape)).toBe(0);
          expect(Math.max(...shape)).toBe(100);
          expect(extremes(shape)).toEqual(extremes(values));
          for (let i = 1; i < values.length; i++)
            expect(Math.sign(shape[i]! - shape[i - 1]!)).toBe(
              Math.sign(values[i]! - values[i - 1]!),
            );
          // Not one stored value of the entity's whole history is in the bytes sent (0, 50 and
          // 100 are the shape's own bounds: an index starts at 100 by construction).
          expect(storedValuesIn(raw, model)).toEqual([]);
          // The check sees them where they are sent: full access gets every one of the period.
          expect(storedValuesIn(full.raw, model)).toHaveLength(
            new Set(values.filter((v) => v !== 0 && v !== 50 && v !== 100)).size,
          );
        }
      });
    }
  }

  it('keeps the summaries as they were: the index summary still shows its latest value', async () => {
    const response = await tiers.visitor.get(`/api/indexes/${ids.index}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().latest).toEqual({
      date: TEST_AS_OF,
      value: stored.index.at(-1)!.value,
    });
  });
});

describe.skipIf(databaseMissing)(
  `charts on an open instance (OPEN_DATA) on ${databaseKind}`,
  () => {
    let app: App;
    beforeAll(async () => {
      app = await createSeededTestApp({ openData: true });
    });
    afterAll(() => app?.close());

    it('sends a visitor the values', async () => {
      const [equity] = await app.db.select().from(equities).where(eq(equities.kind, 'stock'));
      const response = await new TestClient(app).post(`/api/stocks/${equity!.id}/chart/`, {
        periodId: '1m',
      });
      expect(response.statusCode).toBe(200);
      const json = response.json() as ChartAnswer;
      expect(json.shapeOnly).toBe(false);
      const [latest] = await app.db
        .select({ close: equityPrices.close })
        .from(equityPrices)
        .where(and(eq(equityPrices.equityId, equity!.id), eq(equityPrices.date, TEST_AS_OF)));
      expect(json.data[0]!.at(-1)).toEqual([ms(TEST_AS_OF), latest!.close]);
    });
  },
);
