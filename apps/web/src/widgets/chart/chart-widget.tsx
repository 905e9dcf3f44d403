/**
 * Chart widget: lines over time on ECharts, with period tabs and dates, trend, custom legend,
 * logo, text size, full screen and exports. Data-free: the page fetches and passes series.
 * The default export lets a page load it with React.lazy (see index.ts: LazyChartWidget), so
 * ECharts stays out of the first bundle.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '@bondsight/contracts/languages';
import { useLanguage } from '../../lib/use-formatters';
import { pickerLocaleFor } from '../date-picker/locales';
import { useNarrowScreen } from '../media/use-narrow-screen';
import { ChartCanvas } from './chart-canvas';
import { ChartControls } from './chart-controls';
import { ChartLegend } from './chart-legend';
import type { ChartWidgetProps } from './chart-props';
import { ChartToolbar } from './chart-toolbar';
import {
  ADAPTIVE_WIDTH,
  CHART_HEIGHT,
  EXPORT_HEIGHT,
  PERIOD_LIMIT_YEARS,
  type ExportFormat,
} from './constants';
import { exportChart } from './export';
import { axisTitles, buildChartOption, totalHeight, type ChartOptionInput } from './option';
import { isStartAfterEnd } from './period';
import type { ChartSeries } from './types';
import { useChartView } from './use-chart-view';
import { useElementWidth } from './use-element-width';
import { useFullscreen } from '../fullscreen/use-fullscreen';
import './chart.css';

export type { ChartWidgetProps } from './chart-props';

const hasPoints = (series: readonly ChartSeries[]) =>
  series.some((s) => s.data.some(([, v]) => v !== null));
const NO_LINES: readonly ChartSeries[] = [];

export default function ChartWidget(props: ChartWidgetProps) {
  const { t } = useTranslation(['chart', 'errors']);
  const language = useLanguage();
  const narrow = useNarrowScreen();
  const view = useChartView(props.series, props);
  const root = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const width = useElementWidth(stage);
  const { fullscreen, toggleFullscreen } = useFullscreen(props.id, root);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  // The date fields holding text that is no date: the period they show is not the one drawn.
  const [badDates, setBadDates] = useState<ReadonlySet<'from' | 'to'>>(new Set());
  const onDateValidity = (end: 'from' | 'to', invalid: boolean) =>
    setBadDates((old) => {
      if (old.has(end) === invalid) return old;
      const next = new Set(old);
      if (invalid) next.add(end);
      else next.delete(end);
      return next;
    });

  const height = props.height ?? CHART_HEIGHT.line;
  const valuesHidden = props.valuesHidden ?? false;
  // Spec: a start after the end is drawn on the chart; otherwise no points draws no_graph_data.
  // A period that cannot be (a date that is none, a start after the end) draws no lines: the
  // lines of the period before would read as this one's.
  let message: string | null = null;
  if (badDates.size > 0) message = t('chart:date_invalid');
  else if (isStartAfterEnd(props.range)) message = t('errors:graph_period_start_incorrect');
  else if (!props.loading && !hasPoints(props.series)) message = t('errors:no_graph_data');
  const periodInvalid = badDates.size > 0 || isStartAfterEnd(props.range);

  const zoom = props.zoom ?? false;
  const locale = INTL_LOCALE[language];
  const { title, measure, valueAxis, rightAxis, secondaryAxis } = props;
  const series = periodInvalid ? NO_LINES : props.series;
  const { hidden, fonts, showLogo, trend } = view;
  // Memoised on what is drawn, so ECharts is not reset on renders that change nothing.
  const optionInput = useMemo<ChartOptionInput>(
    () => ({
      series,
      hidden,
      title,
      measure,
      valueAxis,
      rightAxis,
      secondaryAxis,
      valuesHidden,
      fonts,
      narrow,
      showLogo,
      trend,
      message,
      texts: {
        mln: t('mln'),
        trendName: (name) => t('trend_series', { name, trend: t(trend) }),
      },
      locale,
      zoom,
      height,
      width,
    }),
    [
      series,
      hidden,
      title,
      measure,
      valueAxis,
      rightAxis,
      secondaryAxis,
      valuesHidden,
      fonts,
      narrow,
      showLogo,
      trend,
      message,
      t,
      locale,
      zoom,
      height,
      width,
    ],
  );
  const option = useMemo(() => buildChartOption(optionInput), [optionInput]);

  const runExport = async (format: ExportFormat) => {
    const exportHeight = props.exportHeight ?? EXPORT_HEIGHT.line;
    // Exports from a phone are still drawn at a readable width.
    const exportWidth = Math.max(root.current?.clientWidth ?? 0, ADAPTIVE_WIDTH);
    setExporting(true);
    setExportFailed(false);
    try {
      await exportChart({
        format,
        option: buildChartOption({
          ...optionInput,
          height: exportHeight,
          width: exportWidth,
          zoom: false,
          animation: false,
        }),
        width: exportWidth,
        height: totalHeight(props.series, exportHeight),
        printTitle: props.title ?? t('chart'),
      });
      props.onExport?.(format);
    } catch (error) {
      setExportFailed(true);
      props.onExportError?.(format, error);
    } finally {
      setExporting(false);
    }
  };

  const classes = ['bschart', fullscreen && 'is-fullscreen', props.className].filter(Boolean);
  return (
    <section id={props.id} ref={root} className={classes.join(' ')} aria-busy={props.loading}>
      <ChartToolbar
        periods={props.periods ?? []}
        period={props.period}
        range={props.range}
        arbitrary={props.arbitraryPeriod ?? true}
        limitYears={props.periodLimitYears ?? PERIOD_LIMIT_YEARS}
        pickerLocale={pickerLocaleFor(language)}
        onPeriodChange={props.onPeriodChange}
        onDateValidity={onDateValidity}
        trendSelector={props.trendSelector ?? true}
        trend={view.trend}
        onTrend={view.setTrend}
      />
      {props.description && (
        <p className="bschart-description" style={{ fontSize: view.fonts.subtitle }}>
          {props.description}
        </p>
      )}
      {props.renderError && (
        <p className="bschart-error" role="alert">
          {props.renderError}
        </p>
      )}
      {exportFailed && (
        <p className="bschart-error" role="alert">
          {t('export_failed')}
        </p>
      )}
      <div className="bschart-stage" ref={stage}>
        {props.noData ? (
          <p className="bschart-nodata">{props.noDataText ?? t('errors:no_graph_data')}</p>
        ) : (
          <ChartCanvas
            option={option}
            height={totalHeight(props.series, height)}
            label={props.title ?? t('chart')}
            message={message}
            lines={series.filter((line) => !hidden.has(line.id) && !line.bars).length}
            bars={series.filter((line) => !hidden.has(line.id) && line.bars).length}
            axes={axisTitles(optionInput)}
          />
        )}
        {props.loading && (
          <div className="bschart-loading" role="status">
            <span className="bschart-spinner" aria-hidden="true" />
            {t('loading')}
          </div>
        )}
      </div>
      {valuesHidden && <p className="bschart-note">{t('values_hidden')}</p>}
      <ChartLegend
        series={props.series}
        hidden={view.hidden}
        fontSize={view.fonts.legend}
        origin={window.location.origin}
        onToggle={view.toggle}
        onRemove={props.onSeriesRemove}
      />
      <ChartControls
        showLogo={view.showLogo}
        onShowLogo={view.setShowLogo}
        canSmaller={view.canSmaller}
        canLarger={view.canLarger}
        onFont={view.stepFont}
        fullscreen={fullscreen}
        onFullscreen={toggleFullscreen}
        canExport={props.canExport ?? false}
        exporting={exporting}
        onExport={(format) => void runExport(format)}
      />
    </section>
  );
}
