import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, IsoDate } from './common';

/**
 * The price charts of the index, stock and ETF pages: the chart widget's "caller-supplied chart
 * data URL" (spec: POST periodId, beginDate, endDate; answer data, series, graph_type, measure).
 *
 * Periods count back from the latest date the entity has data for:
 * - `1m`, `3m`, `1y`, `3y`: one, three, twelve and 36 months before that date, both ends in;
 * - `all`: the whole history;
 * - `custom`: from `beginDate` to `endDate` (both needed; the start may not be after the end).
 * The preset periods ignore `beginDate` and `endDate`.
 */
export const ENTITY_CHART_PERIOD_IDS = ['1m', '3m', '1y', '3y', 'all', 'custom'] as const;
export type EntityChartPeriodId = (typeof ENTITY_CHART_PERIOD_IDS)[number];
/** Months counted back from the latest date, per preset period. */
export const ENTITY_CHART_PERIOD_MONTHS: Readonly<Record<'1m' | '3m' | '1y' | '3y', number>> = {
  '1m': 1,
  '3m': 3,
  '1y': 12,
  '3y': 36,
};

/** A date PostgreSQL takes (not year 0000), YYYY-MM-DD. */
const ChartDate = IsoDate.refine((date) => date >= '1900-01-01' && date <= '2200-12-31', {
  message: 'field_invalid_value',
});

export const EntityChartRequest = z
  .strictObject({
    periodId: z
      .enum(ENTITY_CHART_PERIOD_IDS)
      .meta({ description: '1m, 3m, 1y, 3y back from the latest date; all; custom (dates)' }),
    beginDate: ChartDate.optional().meta({ description: 'First day of a custom period' }),
    endDate: ChartDate.optional().meta({ description: 'Last day of a custom period' }),
  })
  .superRefine((body, ctx) => {
    if (body.periodId !== 'custom') return;
    if (!body.beginDate)
      ctx.addIssue({ code: 'custom', path: ['beginDate'], message: 'field_required' });
    if (!body.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'field_required' });
    if (body.beginDate && body.endDate && body.beginDate > body.endDate)
      ctx.addIssue({
        code: 'custom',
        path: ['beginDate'],
        message: 'graph_period_start_incorrect',
      });
  });
export type EntityChartRequest = z.infer<typeof EntityChartRequest>;

/** One point: [the day at 00:00 UTC in ms, the value]. */
export const EntityChartPoint = z.tuple([z.number(), z.number()]);

export const EntityChartSeries = z.object({
  /** Stable within the answer: `index-1`, `stock-12`, `etf-2`. */
  id: z.string(),
  /** The entity's name in the request language. */
  name: z.string(),
  model: z.enum(['index', 'stock', 'etf']),
  entityId: z.number().int(),
  /** The entity's page. */
  link: z.string(),
});

export const EntityChartResponse = z.object({
  /** One list of points per series, in the order of `series`, oldest first. */
  data: z.array(z.array(EntityChartPoint)),
  series: z.array(EntityChartSeries),
  graph_type: z.literal('line'),
  /** The unit of the values: `points` for an index, the currency code for a stock or an ETF. */
  measure: z.string(),
  /**
   * true when the subject may not see the values (capability chart.values): each value is its
   * rank among the series' values on 0..100 (its lowest 0, its highest 100, a flat series 50),
   * so the line keeps its order and no stored value, nor the scale, is sent.
   */
  shapeOnly: z.boolean(),
  /** The period answered: its id and the days it covers (null when there is no data). */
  period: z.object({
    periodId: z.enum(ENTITY_CHART_PERIOD_IDS),
    beginDate: z.string().nullable(),
    endDate: z.string().nullable(),
    /** The latest date with data, which the preset periods count back from. */
    latestDate: z.string().nullable(),
  }),
});
export type EntityChartResponse = z.infer<typeof EntityChartResponse>;

const chartEndpoint = <const P extends string, const O extends string, const T extends string>(
  path: P,
  operationId: O,
  tag: T,
  what: string,
) =>
  endpoint({
    method: 'POST',
    path,
    operationId,
    summary: `The price chart of ${what}: one series over a period (values need full access)`,
    tag,
    params: IdParam,
    body: EntityChartRequest,
    // Reads only: no CSRF header needed.
    csrf: false,
    responses: { 200: EntityChartResponse, 404: ErrorBody },
  });

export const entityChartEndpoints = endpointGroup(
  chartEndpoint('/api/indexes/:id/chart/', 'getIndexChart', 'indexes', 'an index'),
  chartEndpoint('/api/stocks/:id/chart/', 'getStockChart', 'stocks', 'a stock (its closes)'),
  chartEndpoint('/api/etf/:id/chart/', 'getEtfChart', 'etf', 'an ETF (its closes)'),
);
