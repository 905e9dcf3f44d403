import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BondSummary } from '@bondsight/contracts';
import {
  BOND_PERIOD_TABS,
  LazyChartWidget,
  spreadLine,
  type ChartPeriodChange,
  type ChartRange,
  type ChartSeries,
  type ValueAxis,
} from '../../../widgets/chart';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { useLineNames } from '../api/get-line-names';
import type { ComparedLines } from '../api/get-tradings';
import { chartSeries, groundNames, lineKey } from '../chart-lines';
import type { ChartSearch } from '../chart-search';
import { formatCompareItems, type CompareItem } from '../compare-items';
import { planLines, type AxisUnit } from '../value-change';
import { volumeSeries } from '../volume-series';
import { CompareControls } from './compare-controls';
import { LineFreshness } from './line-freshness';
import { ACTION_IDS, logUsage } from '../../../lib/action-log';
import { Hint } from '../../../widgets/hint/hint';

interface LineViewProps {
  bond: BondSummary;
  main: CompareItem;
  compared: CompareItem[];
  search: ChartSearch;
  range: ChartRange;
  answer: UseQueryResult<ComparedLines>;
  onSearch(change: Partial<ChartSearch>): void;
  onPeriodChange(change: ChartPeriodChange): void;
}

/** The unit written after a value, by axis unit (bond-chart labels). */
const UNIT_LABELS: Record<AxisUnit, string> = {
  percent_of_face: 'measure_price',
  percent: 'measure_yield',
  bp: 'measure_g_spread',
  points: 'measure_points',
  change_percent: 'measure_yield',
  change_pp: 'measure_pp',
  change_bp: 'measure_g_spread',
};

/** The axis' title, by axis unit. */
const AXIS_LABELS: Record<AxisUnit, string> = {
  percent_of_face: 'measure_price',
  percent: 'measure_yield',
  bp: 'measure_g_spread',
  points: 'axis_points',
  change_percent: 'axis_change_percent',
  change_pp: 'axis_change_pp',
  change_bp: 'axis_change_bp',
};

/** View 0: the line chart of the bond and what it is compared with. */
export function LineView(props: LineViewProps) {
  const { bond, main, compared, search, range, answer, onSearch } = props;
  const { t } = useTranslation(['bond-chart', 'chart', 'errors']);
  const session = useSession();
  const names = useLineNames(compared);
  const data = answer.data?.answer;
  const ticks = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  const { series, missing } = useMemo(() => {
    // A compared bond names its ground: the page's bond on another ground is another line.
    const grounds = groundNames(ticks);
    const nameOf = (item: CompareItem) => {
      if (item === main) return bond.name;
      const name = names.get(lineKey(item)) ?? `#${item.id}`;
      const ground = grounds.get(lineKey(item));
      return ground ? `${name} · ${ground}` : name;
    };
    return chartSeries([main, ...compared], ticks, search.chart, nameOf);
  }, [main, compared, ticks, search.chart, names, bond.name]);

  // Spec: a compared line without data for this chart is not drawn, with a not-found notice.
  // It leaves the compared list too: a line that draws nothing must not hold one of the 9
  // places (nor count on the Compare button). The notice stays until the list changes again.
  const settled = Array.isArray(data) && !answer.isPlaceholderData;
  const gone = useMemo(() => {
    if (!settled) return [];
    const empty = new Set(
      [...(answer.data?.dropped ?? []), ...missing.filter((item) => item !== main)].map(lineKey),
    );
    return compared.filter((item) => empty.has(lineKey(item)));
  }, [settled, answer.data, missing, main, compared]);
  const kept = formatCompareItems(compared.filter((item) => !gone.includes(item)));
  // Kept from the render that found them (React's "information from previous renders"), with
  // the list they left: the notice shows while the chart compares that list.
  const [dropped, setDropped] = useState<{ names: string[]; cmp: string } | null>(null);
  if (gone.length > 0 && dropped?.cmp !== kept)
    setDropped({
      names: [...new Set(gone.map((item) => names.get(lineKey(item)) ?? `#${item.id}`))],
      cmp: kept,
    });
  const notFound = dropped && dropped.cmp === (search.cmp ?? '') ? dropped.names : [];
  useEffect(() => {
    if (gone.length > 0) onSearch({ cmp: kept });
  }, [gone, kept, onSearch]);

  // Mode 2 shows each line's change from the common start, measured as its quantity is
  // (value-change.ts); a line of another unit (an index beside bonds) takes the right axis.
  const plan = useMemo(
    () => planLines(series, search.chart, search.mode),
    [series, search.chart, search.mode],
  );
  // A spread line between two lines of one unit only: a price minus an index level is nothing.
  const spreadable = plan.series.length === 2 && plan.right === null;
  const shown = useMemo(() => {
    const spread = search.spread && spreadable ? spreadLine(plan.series) : null;
    const spreadSeries: ChartSeries[] = spread
      ? [{ id: 'spread', name: t('chart:spread'), data: spread, model: 'bond' }]
      : [];
    // The day's turnover hangs under the price chart (spec: the reversed secondary chart).
    const volume = volumeSeries(ticks, search.chart, compared.length > 0, t('volume_series'));
    return [...plan.series, ...spreadSeries, ...(volume ? [volume] : [])];
  }, [plan, spreadable, search.spread, t, ticks, search.chart, compared.length]);

  const valuesHidden = ticks.some((tick) => tick.shape_only) || !session.can('chart.values');
  const error = answer.error instanceof ApiError ? t(`errors:${answer.error.labelKey}`) : null;
  // Memoised: new axes on every render would redraw the chart on every render.
  const axes = useMemo(() => {
    const axisOf = (unit: AxisUnit): ValueAxis => ({
      unit: t(UNIT_LABELS[unit]),
      name: t(AXIS_LABELS[unit]),
      signed: plan.change,
    });
    return {
      left: axisOf(plan.left),
      right: plan.right === null ? undefined : axisOf(plan.right),
      volume: { unit: t('volume_unit') },
    };
  }, [plan, t]);
  return (
    <>
      <CompareControls
        bond={bond}
        main={main}
        compared={compared}
        search={search}
        spreadable={spreadable}
        range={range}
        onSearch={onSearch}
      />
      {compared.length > 0 && <Hint>{t('hint_change')}</Hint>}
      <LineFreshness ticks={ticks} names={series} />
      {notFound.length > 0 && (
        <Notice tone="warning" testId="compare-not-found">
          {t('compare_not_found', { names: notFound.join(', ') })}
        </Notice>
      )}
      <Suspense fallback={<div className="chart-placeholder">{t('chart:loading')}</div>}>
        <LazyChartWidget
          id="bond-chart-widget"
          title={bond.name}
          series={shown}
          valueAxis={axes.left}
          rightAxis={axes.right}
          secondaryAxis={axes.volume}
          valuesHidden={valuesHidden}
          loading={answer.isFetching && !Array.isArray(data)}
          noData={settled && series.length === 0}
          renderError={error}
          periods={BOND_PERIOD_TABS}
          period={search.period}
          range={range}
          onPeriodChange={props.onPeriodChange}
          canExport={session.can('chart.export')}
          onExport={() => logUsage(ACTION_IDS.chartExport)}
          onSeriesRemove={(id) =>
            onSearch({ cmp: formatCompareItems(compared.filter((item) => lineKey(item) !== id)) })
          }
          height={650}
        />
      </Suspense>
    </>
  );
}
