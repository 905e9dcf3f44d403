import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ARBITRARY_PERIOD,
  BOND_PERIOD_TABS,
  LazyChartWidget,
  toChartTime,
  type ChartPeriodChange,
  type ChartRange,
  type ChartSeries,
} from '../../../widgets/chart';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  useEntityChart,
  type EntityChartModel,
  type EntityChartPeriod,
} from '../api/get-entity-chart';

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The calendar day a chart timestamp shows (chart time is UTC+3). */
const isoDay = (ms: number) => new Date(toChartTime(ms)).toISOString().slice(0, 10);

/** The price chart of an index, stock or ETF page: the same widget as the bond chart. */
export function EntityChart({ model, id }: { model: EntityChartModel; id: number }) {
  const { t } = useTranslation(['bond-chart', 'chart', 'errors']);
  const session = useSession();
  const [period, setPeriod] = useState<EntityChartPeriod>({ periodId: '3m' });
  // Until the first answer names its dates, the pickers show today.
  const [today] = useState(() => isoDay(Date.now()));
  const chart = useEntityChart(model, id, period);
  const answer = chart.data;
  const series: ChartSeries[] = (answer?.series ?? []).map((line, i) => ({
    id: line.id,
    name: line.name,
    data: answer?.data[i] ?? [],
    model: line.model,
    entityId: line.entityId,
  }));
  const range: ChartRange =
    period.periodId === 'custom' && period.beginDate && period.endDate
      ? { from: dayMs(period.beginDate), to: dayMs(period.endDate) }
      : {
          from: dayMs(answer?.period.beginDate ?? today),
          to: dayMs(answer?.period.endDate ?? today),
        };
  const onPeriodChange = (change: ChartPeriodChange) =>
    setPeriod(
      change.type === 'preset'
        ? { periodId: change.id as EntityChartPeriod['periodId'] }
        : { periodId: 'custom', beginDate: isoDay(change.from), endDate: isoDay(change.to) },
    );
  const error = chart.error instanceof ApiError ? t(`errors:${chart.error.labelKey}`) : null;
  return (
    <section className="card" id="chart" data-testid="entity-chart">
      <h2>{t('bond-chart:title')}</h2>
      <Suspense fallback={<div className="chart-placeholder">{t('chart:loading')}</div>}>
        <LazyChartWidget
          id={`${model}-chart-widget`}
          title={series[0]?.name}
          series={series}
          measure={answer?.measure === 'points' ? t('bond-chart:measure_points') : answer?.measure}
          valuesHidden={answer?.shapeOnly ?? !session.can('chart.values')}
          loading={chart.isPending}
          noData={Boolean(answer) && series.every((line) => line.data.length === 0)}
          renderError={error}
          periods={BOND_PERIOD_TABS}
          period={period.periodId === 'custom' ? ARBITRARY_PERIOD : period.periodId}
          range={range}
          onPeriodChange={onPeriodChange}
          canExport={session.can('chart.export')}
        />
      </Suspense>
    </section>
  );
}
