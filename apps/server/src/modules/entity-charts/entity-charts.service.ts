import { addMonths, formatIsoDate, parseIsoDate } from '@bondsight/bond-math';
import {
  decideAccess,
  ENTITY_CHART_PERIOD_MONTHS,
  pickText,
  type AccessSubject,
  type EntityChartRequest,
  type EntityChartResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toShape } from '../../lib/chart-shape';
import * as repo from './entity-charts.repository';

export type ChartModel = 'index' | 'stock' | 'etf';

/** The page of each model (the series' link). */
const PAGES: Record<ChartModel, string> = { index: 'indexes', stock: 'stocks', etf: 'etf' };
/** An index's values are points; a stock's or an ETF's, its currency. */
const INDEX_MEASURE = 'points';

/**
 * The days a period covers: presets count back from the latest date with data (both ends in),
 * `all` is everything, `custom` the asked dates (the contract checked them).
 */
export function periodRange(body: EntityChartRequest, latest: string | null): repo.DayRange {
  if (body.periodId === 'custom') return { from: body.beginDate ?? null, to: body.endDate ?? null };
  if (latest === null || body.periodId === 'all') return { from: null, to: latest };
  const months = ENTITY_CHART_PERIOD_MONTHS[body.periodId];
  return { from: formatIsoDate(addMonths(parseIsoDate(latest), -months)), to: latest };
}

const timestampOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** One entity's chart: its series over the period, values or (below chart.values) a shape. */
export async function getChart(
  db: Db,
  model: ChartModel,
  id: number,
  body: EntityChartRequest,
  lang: Language,
  subject: AccessSubject,
): Promise<EntityChartResponse> {
  const entity = await findEntity(db, model, id);
  const latest =
    model === 'index' ? await repo.latestIndexDate(db, id) : await repo.latestEquityDate(db, id);
  const range = periodRange(body, latest);
  const points =
    model === 'index'
      ? await repo.indexSeries(db, id, range)
      : await repo.equityCloses(db, id, range);
  const shapeOnly = decideAccess(subject, 'chart.values') !== 'allowed';
  const values = points.map((p) => p.value);
  const shown = shapeOnly ? toShape(values) : values;
  return {
    data: [points.map((p, i): [number, number] => [timestampOf(p.date), shown[i] as number])],
    series: [
      {
        id: `${model}-${id}`,
        name: pickText(entity.names, lang),
        model,
        entityId: id,
        link: `/${PAGES[model]}/${id}/`,
      },
    ],
    graph_type: 'line',
    measure: model === 'index' ? INDEX_MEASURE : (entity.currency ?? ''),
    shapeOnly,
    period: {
      periodId: body.periodId,
      beginDate: range.from ?? points[0]?.date ?? null,
      endDate: range.to ?? points[points.length - 1]?.date ?? null,
      latestDate: latest,
    },
  };
}

async function findEntity(db: Db, model: ChartModel, id: number) {
  if (model === 'index') {
    const index = await repo.findIndex(db, id);
    if (!index) throw notFound();
    return index;
  }
  const equity = await repo.findEquity(db, id);
  // A stock's id on the ETF path (and the other way round) names nothing there.
  if (!equity || equity.kind !== model) throw notFound();
  return equity;
}
