import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BondSummary } from '@bondsight/contracts';
import type { ComparedLines } from '../api/get-tradings';
import { useSession } from '../../../lib/session';
import { candlesFromTicks } from '../candles-from-ticks';

// klinecharts loads with this view only.
const StockChart = lazy(() => import('../../../widgets/stock-chart/stock-chart'));

/** View 1: the extended stock chart with drawing tools; no data for visitors (spec). */
export function ExtendedView({
  bond,
  answer,
}: {
  bond: BondSummary;
  answer: UseQueryResult<ComparedLines>;
}) {
  const { t } = useTranslation(['bond-chart', 'errors']);
  const session = useSession();
  const data = answer.data?.answer;
  const ticks = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  const candles = useMemo(() => candlesFromTicks(ticks), [ticks]);
  const visitor = session.globals.level <= 0 && !session.can('chart.values');
  return (
    <Suspense fallback={<div className="chart-placeholder">{t('loading')}</div>}>
      <StockChart
        title={`${bond.name} · ${t('tab_price')}`}
        candles={candles}
        noData={visitor}
        noDataMessage={
          <a href="/sign-up/" data-testid="extended-sign-in">
            {t('errors:log_in_to_access')}
          </a>
        }
        valuesHidden={ticks.some((tick) => tick.shape_only)}
        height={650}
      />
    </Suspense>
  );
}
