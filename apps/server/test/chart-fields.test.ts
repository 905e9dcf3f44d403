import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_TYPES,
  CHART_VALUE_FIELDS,
  type ChartColumns,
  type ChartSteps,
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
 * get_tradings' `fields` (issue 33 item 8: send only what the caller draws) and the step form
 * (`format: 'steps'`): narrowing keeps the days and the default answer's values of the fields
 * kept, never adds a value a tier may not see; the steps add up to the columns exactly.
 */

type Tick = Record<string, unknown>;

const TIERS = ['visitor', 'signedIn', 'full'] as const;

const body = (items: ChartItem[], extra: Record<string, unknown> = {}) =>
  chartRequest(items, { startDate: '2026-06-01', endDate: '2026-11-20' }, extra);

const valueFields = (tick: Tick) =>
  Object.keys(tick).filter((key) => (CHART_VALUE_FIELDS as readonly string[]).includes(key));

/** The default ticks cut to some fields, written here apart from the server's code. */
const cut = (ticks: Tick[], fields: readonly string[]) =>
  ticks.map((tick) =>
    Object.fromEntries(
      Object.entries(tick).filter(
        ([key]) => !(CHART_VALUE_FIELDS as readonly string[]).includes(key) || fields.includes(key),
      ),
    ),
  );

/** The columns of a step answer: running sums, in units of 10^-decimals where coded. */
function columnsOf(answer: ChartSteps): ChartColumns {
  return {
    format: 'columns',
    lines: answer.lines.map(({ from, days, decimals, values, ...shared }) => {
      let at = new Date(`${from}T00:00:00Z`);
      const dates = days.map((step) => {
        at = new Date(at.getTime() + step * 86_400_000);
        return at.toISOString().slice(0, 10);
      });
      const columns = Object.fromEntries(
        Object.entries(values).map(([field, column]) => {
          const places = decimals[field as keyof typeof decimals];
          if (places === undefined) return [field, column];
          let sum = 0;
          return [field, column!.map((s) => (s === null ? null : (sum += s) / 10 ** places))];
        }),
      );
      return { ...shared, dates, values: columns };
    }),
  };
}

describe.skipIf(databaseMissing)(`get_tradings' fields and steps on ${databaseKind}`, () => {
  let app: App;
  let ofz19: number;
  let ofz30: number;
  let tiers: ChartWorld['tiers'];

  beforeAll(async () => {
    ({ app, ofz19, ofz30, tiers } = await openChartWorld());
  });
  afterAll(() => app?.close());

  const post = async (tier: string, payload: Record<string, unknown>) => {
    const response = await tiers[tier]!.post(GET_TRADINGS, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const alone = () => [{ id: ofz30, tgId: MOEX, model: 'bonds' as const }];

  it.each(TIERS)(
    "%s: the price chart narrowed to the close keeps the days and the default's closes",
    async (tier) => {
      const whole = (await post(tier, body(alone()))).json() as Tick[];
      const narrowed = (await post(tier, body(alone(), { fields: ['last_price'] }))).json();
      expect(whole.length).toBeGreaterThan(50);
      expect(narrowed).toStrictEqual(cut(whole, ['last_price']));
      for (const tick of narrowed as Tick[]) expect(valueFields(tick)).toEqual(['last_price']);
    },
  );

  it('the raw JSON of each tier holds only what it may see, whatever fields it asks', async () => {
    const all = ['last_price', 'open_price', 'min_price', 'max_price', 'volume'];
    const truth = (await post('full', body(alone()))).json() as Tick[];
    const closes = new Set(truth.map((t) => t.last_price).filter((v) => typeof v === 'number'));
    for (const tier of TIERS) {
      const response = await post(tier, body(alone(), { fields: all }));
      const ticks = response.json() as Tick[];
      const fields = new Set(ticks.flatMap(valueFields));
      // A visitor gets no day range or volume at all (the extended chart shows no data).
      expect([...fields].sort()).toEqual(tier === 'visitor' ? ['last_price'] : [...all].sort());
      for (const tick of ticks) {
        expect(tick.shape_only).toBe(tier !== 'full');
        if (tier === 'full') continue;
        // The shape only: ranks on 0..100, never a true price (none of them is a rank here).
        for (const field of fields) {
          const value = tick[field];
          if (value === null) continue;
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }
      if (tier !== 'full')
        for (const close of closes)
          if (close > 100) expect(response.body).not.toContain(String(close));
    }
  });

  it('says nothing new with every field named: the same answer as without fields', async () => {
    const all = ['last_price', 'open_price', 'min_price', 'max_price', 'volume'];
    for (const tier of TIERS) {
      const named = await post(tier, body(alone(), { fields: all }));
      const plain = await post(tier, body(alone()));
      expect(named.body).toBe(plain.body);
    }
  });

  it('keeps narrowed and whole answers apart in the answer store (the fields are in its key)', async () => {
    const payload = body([{ id: ofz19, tgId: MOEX, model: 'bonds' }], { startDate: '2026-07-01' });
    const narrowed = await post('full', { ...payload, fields: ['volume'] });
    const whole = await post('full', payload);
    expect(whole.headers.etag).not.toBe(narrowed.headers.etag);
    expect(new Set((whole.json() as Tick[]).flatMap(valueFields)).size).toBe(5);
    expect(new Set((narrowed.json() as Tick[]).flatMap(valueFields))).toEqual(new Set(['volume']));
  });

  it("a comparison asks each line's one value, or only the indexes' levels", async () => {
    const items: ChartItem[] = [
      { id: ofz30, tgId: MOEX, model: 'bonds' },
      { id: ofz19, tgId: MOEX, model: 'bonds' },
      { id: 1, tgId: 0, model: 'index' },
    ];
    const whole = (await post('full', body(items))).json() as Tick[];
    const drawn = await post('full', body(items, { fields: ['last_price', 'value'] }));
    expect(drawn.json()).toStrictEqual(cut(whole, ['last_price', 'value']));
    const levels = (await post('full', body(items, { fields: ['value'] }))).json() as Tick[];
    expect(levels.length).toBe(whole.length);
    for (const tick of levels) expect(valueFields(tick)).toEqual(tick.isIndex ? ['value'] : []);
  });

  it.each([
    [['price'], 'body.fields.0'],
    [['ytm_last'], 'body.fields.0'], // not a price chart's field
    [['last_price', 'last_price'], 'body.fields.1'],
    [[], 'body.fields'],
    ['last_price', 'body.fields'],
    [[1], 'body.fields.0'],
  ])('answers 400 for fields %j, naming %s', async (fields, named) => {
    const response = await tiers.full!.post(GET_TRADINGS, { ...body(alone()), fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(Object.keys(response.json().error.fields)).toContain(named);
  });

  it.each(CHART_TYPES.flatMap((type) => TIERS.map((tier) => [type, tier] as const)))(
    '%s chart, %s: the steps add up to the columns exactly, in fewer bytes',
    async (type, tier) => {
      const items: ChartItem[] = [
        ...alone(),
        // A comparison is full access only.
        ...(tier === 'full' ? [{ id: 1, tgId: 0, model: 'index' as const }] : []),
      ];
      const payload = body(items, { chartType: type });
      const columns = await post(tier, { ...payload, format: 'columns' });
      const steps = await post(tier, { ...payload, format: 'steps' });
      const answer = steps.json() as ChartSteps;
      expect(answer.format).toBe('steps');
      expect(columnsOf(answer)).toStrictEqual(columns.json());
      expect(steps.body.length).toBeLessThan(columns.body.length);
      for (const line of answer.lines)
        for (const [field, places] of Object.entries(line.decimals)) {
          expect(places).toBeLessThanOrEqual(6);
          const column = line.values[field as keyof typeof line.values]!;
          for (const step of column) if (step !== null) expect(Number.isInteger(step)).toBe(true);
        }
    },
  );

  it('sends a line of computed yields as its values, the rest as steps', async () => {
    const payload = body(alone(), { chartType: 'yield', format: 'steps' });
    const answer = (await post('full', payload)).json() as ChartSteps;
    const [line] = answer.lines;
    expect(line!.days[0]).toBe(0);
    expect(line!.days.slice(1).every((d) => d >= 1)).toBe(true);
    const yields = line!.values.ytm_last!;
    const long = yields.some((v) => v !== null && String(v).split('.')[1]!.length > 6);
    expect('ytm_last' in line!.decimals).toBe(!long);
  });
});
