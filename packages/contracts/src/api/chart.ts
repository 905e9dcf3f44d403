import { z } from 'zod';
import { STALE_AFTER_DAYS } from '../bond-limits';
import { CHART_TYPE_FIELDS, CHART_VALUE_FIELDS, type ChartValueField } from '../chart-fields';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { INT4_MAX, Int4Id } from './common';

/* The bond page's chart data call (spec, bond page sections 2 "Chart", 4, 5 and 7). */

/** Spec: a comparison holds the page's bond and at most 9 more bonds, and at most 10 indexes. */
export const CHART_MAX_BONDS = 10;
export const CHART_MAX_INDEXES = 10;
export const CHART_MAX_ITEMS = CHART_MAX_BONDS + CHART_MAX_INDEXES;

/** The chart tabs: what a bond's line shows. An index line always shows the index's value. */
export const CHART_TYPES = ['price', 'yield', 'g_spread'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export { CHART_TYPE_FIELDS, CHART_VALUE_FIELDS, type ChartValueField };
export const ChartType = z.enum(CHART_TYPES).meta({
  description:
    "The chart tab: 'price' (last price, % of face; with open, min, max and volume for the " +
    "extended chart), 'yield' (yield to maturity of the last price, %) or 'g_spread' " +
    '(spread over the government zero curve, basis points)',
});

/** A chart's line: a bond on one trading ground, or an index (spec: "Compare item"). */
export const ChartModel = z.enum(['bonds', 'index']);
export type ChartModel = z.infer<typeof ChartModel>;
export const ChartItem = z.strictObject({
  id: Int4Id.meta({ description: 'The bond (emission) id, or the index id' }),
  tgId: z
    .number()
    .int()
    .min(0)
    .max(INT4_MAX)
    .meta({ description: "The bond's trading ground; required for a bond, ignored for an index" }),
  model: ChartModel,
});
export type ChartItem = z.infer<typeof ChartItem>;

/** How the lines are sent: the spec's object per day, or per line arrays of dates and values. */
export const CHART_FORMATS = ['ticks', 'columns', 'steps'] as const;
export type ChartFormat = (typeof CHART_FORMATS)[number];
export const ChartFormat = z.enum(CHART_FORMATS).meta({
  description:
    "How the lines are sent: 'ticks' (the default) an object per day (ChartTick); 'columns' " +
    'per line its dates and, per field, its values in the same order (ChartColumns): the ' +
    "same content, the same access and display rules, about a seventh of the JSON; 'steps' " +
    'the columns with each day and each value as its step from the one before (ChartSteps): ' +
    "the same content again, about a quarter fewer bytes once compressed. The period's " +
    'latest date before (a number) is sent the same way in all three',
});

export const ChartFields = z
  .array(z.enum(CHART_VALUE_FIELDS))
  .min(1)
  .max(CHART_VALUE_FIELDS.length)
  .meta({
    description:
      'The value fields the caller draws (default: every field the chart type gives the ' +
      "subject). A line's ticks (its days) stay the same; each tick carries only these of its " +
      "fields: a comparison's line view draws one value a line (price: last_price and an " +
      "index's value), the extended chart open_price, min_price, max_price, last_price and " +
      "volume. Each must be one the chart type's lines can carry (price: the four prices, " +
      'volume, value; yield: ytm_last, value; g_spread: g_spread, value), each once',
  });

/** A chart bound: a calendar date PostgreSQL takes, within 1900–2200. */
const ChartDate = z.iso
  .date()
  .refine((date) => date >= '1900-01-01' && date <= '2200-12-31', {
    message: 'field_invalid_value',
  })
  .meta({ description: 'YYYY-MM-DD, within 1900-01-01..2200-12-31' });

export const GetTradingsRequest = z
  .strictObject({
    items: z
      .array(ChartItem)
      .min(1)
      .max(CHART_MAX_ITEMS)
      .meta({
        description:
          "The lines: the page's bond first, then up to 9 more bonds and up to 10 indexes " +
          '(duplicates are ignored). More than one line is a comparison: full access only.',
      }),
    startDate: ChartDate,
    endDate: ChartDate,
    chartType: ChartType,
    userChangePeriod: z
      .union([z.literal(0), z.literal(1)])
      .meta({ description: '1 when the user chose the period (a tab or dates), 0 the default' }),
    getChartIteration: z
      .number()
      .int()
      .min(0)
      .max(INT4_MAX)
      .meta({ description: 'How many times the page asked for this chart: 0 the first time' }),
    format: ChartFormat.optional(),
    fields: ChartFields.optional(),
  })
  .superRefine((body, ctx) => {
    const allowed: readonly ChartValueField[] = CHART_TYPE_FIELDS[body.chartType];
    body.fields?.forEach((field, i) => {
      if (!allowed.includes(field) || body.fields!.indexOf(field) !== i)
        ctx.addIssue({ code: 'custom', path: ['fields', i], message: 'field_invalid_value' });
    });
    const bonds = body.items.filter((item) => item.model === 'bonds');
    if (bonds.length > CHART_MAX_BONDS)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'compare_max_count_alert' });
    if (body.items.length - bonds.length > CHART_MAX_INDEXES)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'compare_max_index_count_alert' });
    body.items.forEach((item, i) => {
      if (item.model === 'bonds' && item.tgId === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'tgId'],
          message: 'no_select_trading_ground',
        });
    });
    if (body.startDate > body.endDate)
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'graph_period_start_incorrect',
      });
  });
export type GetTradingsRequest = z.infer<typeof GetTradingsRequest>;

const value = (description: string) => z.number().nullable().optional().meta({ description });

/**
 * One point of a line: a subset of the spec's trading tick. A value is null where the day's
 * row holds none the chart may show: missing, marked bad data (.baddata), a yield above
 * 2000 %, a spread when the yield is above 20 %. With `shape_only` the values are the line's
 * shape only (see the endpoint's description): true values never leave the server.
 */
export const ChartTick = z.object({
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  date_numeric: z
    .number()
    .int()
    .meta({ description: 'The date as a timestamp in ms (00:00 UTC of the day)' }),
  model: ChartModel,
  id: z.number().int().meta({ description: 'The bond (emission) id, or the index id' }),
  trading_ground_id: z.number().int().nullable().meta({ description: 'null for an index' }),
  trading_ground_name: z.string().nullable().meta({ description: 'null for an index' }),
  isIndex: z.boolean(),
  shape_only: z.boolean().meta({
    description:
      "true: each value is its rank among the line's distinct values on 0..100 (the lowest " +
      '0, the highest 100, a flat line 50): the shape, because the subject may not read them',
  }),
  last_price: value('price charts: the last price, % of face'),
  open_price: value(
    'price charts: the open price (extended chart); absent when the subject gets no data',
  ),
  min_price: value('price charts: the day low; absent when the subject gets no data'),
  max_price: value('price charts: the day high; absent when the subject gets no data'),
  volume: value('price charts: volume, bonds; absent when the subject gets no data'),
  ytm_last: value('yield charts: yield to maturity of the last price, %'),
  g_spread: value('g_spread charts: G-spread, basis points'),
  value: value("index lines: the index's value"),
  age_days: z
    .number()
    .int()
    .optional()
    .meta({
      description:
        "On a line's newest tick only, when no later value of the line is stored (the chart " +
        "reaches the line's latest value): calendar days from its date to the data's as-of " +
        "date (a bond's as-of; for an index, the latest as-of of the bonds asked with it, " +
        'else the newest stored index value). Absent on every other tick',
    }),
  stale: z
    .boolean()
    .optional()
    .meta({ description: `With age_days: the latest value is over ${STALE_AFTER_DAYS} days old` }),
});
export type ChartTick = z.infer<typeof ChartTick>;

export const GetTradingsTicksResponse = z.union([
  z.array(ChartTick).meta({
    description:
      'The ticks of every line in the period, line by line in the order asked, each by date; ' +
      'an empty list when no line has any',
  }),
  z
    .number()
    .int()
    .meta({
      description:
        "The first line's latest date before the period, as a timestamp in ms: sent instead " +
        'of ticks when that line has none in the period but has earlier ones, the period is ' +
        'the default (userChangePeriod 0) and this is the first call (getChartIteration 0). ' +
        'The page resets the period to the three months before that date and asks again.',
    }),
]);
export type GetTradingsTicksResponse = z.infer<typeof GetTradingsTicksResponse>;

const column = (field: ChartValueField) =>
  z
    .array(z.number().nullable())
    .optional()
    .meta({ description: `ChartTick.${field} of each date, in the order of \`dates\`` });

/** One line of the compact form: what every tick of the line shares, said once. */
export const ChartColumnsLine = z.object({
  model: ChartModel,
  id: z.number().int().meta({ description: 'The bond (emission) id, or the index id' }),
  trading_ground_id: z.number().int().nullable().meta({ description: 'null for an index' }),
  trading_ground_name: z.string().nullable().meta({ description: 'null for an index' }),
  isIndex: z.boolean(),
  shape_only: z.boolean().meta({ description: 'As ChartTick.shape_only, for the whole line' }),
  dates: z.array(z.string()).meta({
    description:
      "The line's days, YYYY-MM-DD, oldest first (ChartTick.date; date_numeric is the day's " +
      '00:00 UTC and is not sent)',
  }),
  values: z
    .object({
      last_price: column('last_price'),
      open_price: column('open_price'),
      min_price: column('min_price'),
      max_price: column('max_price'),
      volume: column('volume'),
      ytm_last: column('ytm_last'),
      g_spread: column('g_spread'),
      value: column('value'),
    })
    .meta({
      description:
        'The fields a tick of this line carries, each as an array beside `dates`: the chart ' +
        "type's (and, for the extended price chart, open, min, max and volume; an index its " +
        'value); a field absent from the ticks is absent here. null where a tick has null',
    }),
  age_days: z
    .number()
    .int()
    .optional()
    .meta({ description: "ChartTick.age_days of the line's newest tick, when it has one" }),
  stale: z
    .boolean()
    .optional()
    .meta({ description: "ChartTick.stale of the line's newest tick, when it has one" }),
});
export type ChartColumnsLine = z.infer<typeof ChartColumnsLine>;

export const ChartColumns = z
  .object({
    format: z.literal('columns'),
    lines: z.array(ChartColumnsLine).meta({
      description:
        'The lines that have ticks in the period, in the order asked: the ticks answer ' +
        'grouped by line (a line without ticks is absent from both)',
    }),
  })
  .meta({ description: "The lines with `format: 'columns'`" });
export type ChartColumns = z.infer<typeof ChartColumns>;

const stepColumn = (field: ChartValueField) =>
  z
    .array(z.number().nullable())
    .optional()
    .meta({
      description:
        `ChartTick.${field} of each day, in the order of \`days\`: with the field in ` +
        '`decimals`, integers in units of 10^-decimals, the first non-null the value itself and ' +
        'each next non-null its change from the previous non-null (a running sum gives the ' +
        'values back exactly); without, the values themselves. null where a tick has null',
    });

/**
 * One line of the step form: a line of the columns whose days and values are sent as steps,
 * small integers that compress far better than the prices and dates they add up to.
 */
export const ChartStepsLine = ChartColumnsLine.omit({ dates: true, values: true }).extend({
  from: z.string().meta({ description: "The line's first day, YYYY-MM-DD" }),
  days: z.array(z.number().int()).meta({
    description:
      "The line's days, oldest first, each as calendar days after the one before (the first " +
      '0, after `from`): `from` plus their running sum is ChartColumnsLine.dates',
  }),
  decimals: z.partialRecord(z.enum(CHART_VALUE_FIELDS), z.number().int().min(0).max(6)).meta({
    description:
      "The fields sent as steps, each with its values' decimals (a price on a 0.001 step: 3); " +
      'a field with longer values (a computed yield) is sent as its values and is absent here',
  }),
  values: z
    .object({
      last_price: stepColumn('last_price'),
      open_price: stepColumn('open_price'),
      min_price: stepColumn('min_price'),
      max_price: stepColumn('max_price'),
      volume: stepColumn('volume'),
      ytm_last: stepColumn('ytm_last'),
      g_spread: stepColumn('g_spread'),
      value: stepColumn('value'),
    })
    .meta({ description: 'The fields of ChartColumnsLine.values, each beside `days`' }),
});
export type ChartStepsLine = z.infer<typeof ChartStepsLine>;

export const ChartSteps = z
  .object({
    format: z.literal('steps'),
    lines: z.array(ChartStepsLine).meta({ description: 'The lines of ChartColumns, as steps' }),
  })
  .meta({ description: "The lines with `format: 'steps'`" });
export type ChartSteps = z.infer<typeof ChartSteps>;

export const GetTradingsResponse = z.union([
  GetTradingsTicksResponse.options[0],
  ChartColumns,
  ChartSteps,
  GetTradingsTicksResponse.options[1],
]);
export type GetTradingsResponse = z.infer<typeof GetTradingsResponse>;

export const chartEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/chart/get_tradings/',
    operationId: 'getChartTradings',
    summary:
      'The chart lines of a bond (price, yield or G-spread) and of compared bonds and indexes',
    description:
      'A tick is sent for each day a line holds its chart value (price: last, open, min or max ' +
      'price; yield: ytm_last; G-spread: g_spread; an index: its value). ' +
      'Values a subject may not read (the access table\'s "chart.values", level 1077; the NSD ' +
      'ground 381 also needs the NSD flag) are sent as the shape only: each value its rank ' +
      "among its line's values on 0..100 (prices and the day range together), with " +
      '`shape_only: true` (ranks keep the order, not the scale); a ' +
      'visitor gets no open, min, max or volume at all (the extended chart shows no data). ' +
      'More than one line is a comparison: "bond.compare" (401 need_auth, 403 ' +
      'access_denied_auth). 404 not_found names the item whose bond, index or trading ground ' +
      'is unknown (a ground counts when the bond has ticks there). ' +
      "`format: 'columns'` sends the same lines compactly: per line its dates and a value " +
      "array per field (ChartColumns); `format: 'steps'` those arrays as steps (ChartSteps); " +
      'the default is an object per day. `fields` narrows each tick to the fields the caller ' +
      'draws (the days stay; a bad or duplicate field is a 400 naming `body.fields.<i>`).',
    tag: 'chart',
    body: GetTradingsRequest,
    csrf: false,
    responses: { 200: GetTradingsResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  }),
);
