import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_TYPES,
  CHART_VALUE_FIELDS,
  NSD_TRADING_GROUND_ID,
  type ChartColumns,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { databaseKind, databaseMissing } from './support/test-app';
import {
  chartRequest,
  GET_TRADINGS,
  MOEX,
  openChartWorld,
  type ChartItem,
  type ChartWorld,
} from './support/chart-fixtures';

/**
 * get_tradings' compact form (issue 33 item 8, `format: 'columns'`): for every chart type and
 * tier it carries exactly the spec answer's ticks, no more, and is cached and coded like it.
 */

type Tick = Record<string, unknown>;

const LINE_KEYS = new Set([
  'model',
  'id',
  'trading_ground_id',
  'trading_ground_name',
  'isIndex',
  'shape_only',
  'dates',
  'values',
  'age_days',
  'stale',
]);

const body = (items: ChartItem[], extra: Record<string, unknown> = {}) =>
  chartRequest(items, { startDate: '2026-06-01', endDate: '2026-11-20' }, extra);

/** The spec's ticks rebuilt from the columns, written here apart from the server's code. */
function ticksFrom(answer: ChartColumns): Tick[] {
  return answer.lines.flatMap((line) => {
    const { dates, values, age_days, stale, ...shared } = line;
    return dates.map((date, i) => {
      const tick: Tick = { date, date_numeric: Date.parse(date), ...shared };
      for (const [field, column] of Object.entries(values)) tick[field] = column![i];
      if (i === dates.length - 1 && age_days !== undefined) Object.assign(tick, { age_days });
      if (i === dates.length - 1 && stale !== undefined) Object.assign(tick, { stale });
      return tick;
    });
  });
}

describe.skipIf(databaseMissing)(`get_tradings in columns on ${databaseKind}`, () => {
  let app: App;
  let ofz19: number;
  let ofz30: number;
  let tiers: ChartWorld['tiers'];

  beforeAll(async () => {
    ({ app, ofz19, ofz30, tiers } = await openChartWorld());
  });
  afterAll(() => app?.close());

  /** Both forms of one request, each a 200. */
  const both = async (tier: string, payload: Record<string, unknown>) => {
    const client = tiers[tier]!;
    const ticks = await client.post(GET_TRADINGS, payload);
    const columns = await client.post(GET_TRADINGS, { ...payload, format: 'columns' });
    expect(ticks.statusCode, ticks.body).toBe(200);
    expect(columns.statusCode, columns.body).toBe(200);
    return { ticks: ticks.json() as unknown, columns: columns.json() as unknown };
  };

  const lines = (): Record<string, ChartItem[]> => ({
    'a bond alone': [{ id: ofz30, tgId: MOEX, model: 'bonds' }],
    'a bond on the NSD ground': [{ id: ofz19, tgId: NSD_TRADING_GROUND_ID, model: 'bonds' }],
    'an index alone': [{ id: 1, tgId: 0, model: 'index' }],
  });

  const cases = CHART_TYPES.flatMap((type) =>
    ['visitor', 'signedIn', 'full', 'fullNsd'].flatMap((tier) =>
      ['a bond alone', 'a bond on the NSD ground', 'an index alone'].map(
        (what) => [type, tier, what] as const,
      ),
    ),
  );

  it.each(cases)(
    '%s chart, %s, %s: the columns hold the ticks exactly',
    async (type, tier, what) => {
      const { ticks, columns } = await both(tier, body(lines()[what]!, { chartType: type }));
      const compact = columns as ChartColumns;
      expect(compact.format).toBe('columns');
      expect(compact.lines.length).toBe(1);
      expect(ticksFrom(compact)).toStrictEqual(ticks);
      for (const line of compact.lines) {
        for (const key of Object.keys(line)) expect(LINE_KEYS).toContain(key);
        for (const field of Object.keys(line.values)) expect(CHART_VALUE_FIELDS).toContain(field);
        for (const column of Object.values(line.values))
          expect(column!.length).toBe(line.dates.length);
      }
    },
  );

  it.each(CHART_TYPES)(
    '%s chart, a comparison at full access (with and without the NSD flag): the same ticks, line by line',
    async (type) => {
      const items: ChartItem[] = [
        { id: ofz30, tgId: MOEX, model: 'bonds' },
        { id: ofz19, tgId: MOEX, model: 'bonds' },
        { id: ofz19, tgId: NSD_TRADING_GROUND_ID, model: 'bonds' },
        { id: ofz30, tgId: MOEX, model: 'bonds' },
        { id: 1, tgId: 0, model: 'index' },
        { id: 2, tgId: 0, model: 'index' },
      ];
      for (const tier of ['full', 'fullNsd']) {
        const { ticks, columns } = await both(tier, body(items, { chartType: type }));
        const compact = columns as ChartColumns;
        expect(compact.lines.map((l) => `${l.model}:${l.id}:${l.trading_ground_id}`)).toEqual([
          `bonds:${ofz30}:${MOEX}`,
          `bonds:${ofz19}:${MOEX}`,
          `bonds:${ofz19}:${NSD_TRADING_GROUND_ID}`,
          'index:1:null',
          'index:2:null',
        ]);
        expect(ticksFrom(compact)).toStrictEqual(ticks);
        // The NSD line is a shape without the flag, values with it: per line, as the ticks.
        expect(compact.lines[2]!.shape_only).toBe(tier === 'full');
      }
    },
  );

  it('sends the latest earlier date and the empty answer as the ticks form does', async () => {
    const late = { startDate: '2026-10-01', endDate: '2026-11-20', userChangePeriod: 0 };
    const first = await both('full', body([{ id: ofz19, tgId: MOEX, model: 'bonds' }], late));
    expect(typeof first.ticks).toBe('number');
    expect(first.columns).toBe(first.ticks);
    const empty = await both(
      'full',
      body([{ id: ofz30, tgId: MOEX, model: 'bonds' }], {
        startDate: '1990-01-01',
        endDate: '1990-12-31',
      }),
    );
    expect(empty.ticks).toEqual([]);
    expect(empty.columns).toEqual({ format: 'columns', lines: [] });
  });

  it("takes format 'ticks' as the default it is", async () => {
    const payload = body([{ id: ofz30, tgId: MOEX, model: 'bonds' }]);
    const plain = await tiers.full!.post(GET_TRADINGS, payload);
    const named = await tiers.full!.post(GET_TRADINGS, { ...payload, format: 'ticks' });
    expect(named.statusCode).toBe(200);
    expect(named.body).toBe(plain.body);
  });

  it.each([['rows'], [''], [1], [null]])('answers 400 for format %j, naming it', async (format) => {
    const response = await tiers.full!.post(GET_TRADINGS, {
      ...body([{ id: ofz30, tgId: MOEX, model: 'bonds' }]),
      format,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'body.format': 'field_invalid_value' },
    });
  });

  it('sends the cached columns in the coding asked, decoding to the same JSON', async () => {
    const payload = body([{ id: ofz30, tgId: MOEX, model: 'bonds' }], { format: 'columns' });
    const plain = await tiers.full!.post(GET_TRADINGS, payload);
    for (const [coding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
      ['deflate', zlib.inflateSync],
    ] as const) {
      // The first asks computes the coding, the second is served the kept bytes.
      for (let round = 0; round < 2; round++) {
        const response = await tiers.full!.request('POST', GET_TRADINGS, payload, {
          'accept-encoding': coding,
        });
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers.etag).toBe(plain.headers.etag);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
    // The ticks form of the same chart is an answer of its own.
    const ticks = await tiers.full!.post(GET_TRADINGS, { ...payload, format: undefined });
    expect(ticks.headers.etag).not.toBe(plain.headers.etag);
  });
});
