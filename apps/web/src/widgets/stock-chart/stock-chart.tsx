import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '@bondsight/contracts/languages';
import { useLanguage } from '../../lib/use-formatters';
import { dispose, init, registerOverlay, utils, type Chart } from 'klinecharts';
import {
  AXIS_TEXT,
  CHART_TIMEZONE,
  chartStyles,
  localNumbers,
  rectangleOverlay,
  volumeFigure,
  VOLUME_PANE,
  VOLUME_PANE_SHARE,
  type LegendTexts,
} from './chart-setup';
import { wholeTicks } from './x-axis-ticks';
import {
  availableTools,
  DRAWING_TOOLS,
  drawingReducer,
  INITIAL_DRAWING_STATE,
  nextActive,
  type DrawingToolId,
} from './drawing-tools';
import { DrawingToolbar } from './drawing-toolbar';
import type { StockChartProps } from './types';
import './stock-chart.css';

// Registered once per page load, when this lazy chunk is first evaluated.
registerOverlay(rectangleOverlay);

/** Every drawing shares one group, so "remove all" spares anything else on the chart. */
const DRAWINGS_GROUP = 'drawings';

type ChartState = 'no-data' | 'unavailable' | 'empty' | 'ready';

/**
 * The extended stock chart (bond chart view 1): candles with a volume pane, crosshair,
 * zoom and scroll, and drawing tools. Default export so a page can `React.lazy` it and keep
 * klinecharts in this chunk. Data-free: candles come in, the drawing count goes out.
 */
export default function StockChart({
  candles,
  title,
  noData = false,
  noDataMessage,
  valuesHidden = false,
  height = 600,
  pricePrecision = 4,
  onDrawingsChange,
}: StockChartProps) {
  const { t } = useTranslation('stock-chart');
  const [drawings, setDrawings] = useState(0);
  const [state, setState] = useState<ChartState>('ready');
  const shownState: ChartState = noData ? 'no-data' : state;

  return (
    <section
      className="stock-chart"
      data-testid="stock-chart"
      data-state={shownState}
      data-drawings={noData ? 0 : drawings}
    >
      <header className="stock-chart-header">
        <div className="stock-chart-title">{title}</div>
        <div className="stock-chart-zone">{t('time_zone_note')}</div>
      </header>
      {noData ? (
        <div className="stock-chart-no-data" style={{ height }} data-testid="stock-chart-no-data">
          <div className="stock-chart-message" role="status">
            {noDataMessage}
          </div>
        </div>
      ) : (
        <ChartBody
          candles={candles}
          valuesHidden={valuesHidden}
          height={height}
          pricePrecision={pricePrecision}
          onStateChange={setState}
          onDrawingsChange={(count) => {
            setDrawings(count);
            onDrawingsChange?.(count);
          }}
        />
      )}
    </section>
  );
}

interface BodyProps {
  candles: StockChartProps['candles'];
  valuesHidden: boolean;
  height: number;
  pricePrecision: number;
  onStateChange(state: ChartState): void;
  onDrawingsChange(count: number): void;
}

/** The toolbar and the canvas: mounted only when the viewer may see data. */
function ChartBody({
  candles,
  valuesHidden,
  height,
  pricePrecision,
  onStateChange,
  onDrawingsChange,
}: BodyProps) {
  const { t } = useTranslation('stock-chart');
  const intlLocale = INTL_LOCALE[useLanguage()];
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [drawing, dispatch] = useReducer(drawingReducer, INITIAL_DRAWING_STATE);
  const tools = availableTools(valuesHidden);

  const legendTexts: LegendTexts = useMemo(
    () => ({
      time: t('legend_time'),
      open: t('legend_open'),
      high: t('legend_high'),
      low: t('legend_low'),
      close: t('legend_close'),
      volume: t('legend_volume'),
    }),
    [t],
  );

  // Create the chart once; follow the host's size, since klinecharts does not watch it.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let chart: Chart | null = null;
    try {
      // Titles come translated in the styles, so klinecharts' own locale only has to exist.
      chart = init(host, { timezone: CHART_TIMEZONE, locale: 'en-US' });
    } catch {
      // No 2D canvas (a locked-down browser, or a DOM without one): say so instead of crashing.
      chart = null;
    }
    if (!chart) {
      dispose(host);
      setUnavailable(true);
      return;
    }
    chart.setPeriod({ type: 'day', span: 1 });
    // The last bar's date sits at the pane's right edge: drawn centred, it would be cut.
    const textWidth = (text: string) =>
      utils.calcTextWidth(text, AXIS_TEXT.size, 'normal', AXIS_TEXT.family);
    chart.overrideXAxis({
      createTicks: ({ bounding, defaultTicks }) =>
        wholeTicks(defaultTicks, bounding.width, textWidth),
    });
    chart.createIndicator({
      name: 'VOL',
      paneId: VOLUME_PANE,
      calcParams: [],
      figures: [volumeFigure('')],
    });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      chartRef.current = null;
      dispose(host);
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setPaneOptions({
      id: VOLUME_PANE,
      height: Math.round(height * VOLUME_PANE_SHARE),
    });
  }, [height]);

  // Texts, number conventions and the values-hidden switch restyle the live chart.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.setStyles(chartStyles(legendTexts, valuesHidden));
    const numbers = localNumbers(intlLocale);
    chart.setThousandsSeparator(numbers.thousandsSeparator);
    chart.setDecimalFold(numbers.decimalFold);
    chart.setFormatter(numbers.formatter);
    chart.overrideIndicator({
      name: 'VOL',
      shortName: legendTexts.volume,
      figures: [volumeFigure(legendTexts.volume)],
    });
  }, [legendTexts, valuesHidden, intlLocale]);

  // Symbol first: klinecharts loads data only once symbol, period and loader are all set.
  useEffect(() => {
    chartRef.current?.setSymbol({ ticker: 'bond', pricePrecision, volumePrecision: 0 });
  }, [pricePrecision]);

  useEffect(() => {
    const bars = candles.map((candle) => ({ ...candle }));
    chartRef.current?.setDataLoader({
      // All bars come at once; nothing more to page in either direction.
      getBars: ({ type, callback }) => callback(type === 'init' ? bars : [], false),
    });
  }, [candles]);

  const state: ChartState = unavailable ? 'unavailable' : candles.length === 0 ? 'empty' : 'ready';
  useEffect(() => onStateChange(state), [state, onStateChange]);

  // Report only changes, so the page hears nothing until a drawing is made or removed.
  const count = drawing.drawnIds.length;
  const reported = useRef(0);
  useEffect(() => {
    if (reported.current === count) return;
    reported.current = count;
    onDrawingsChange(count);
  }, [count, onDrawingsChange]);

  const pick = (toolId: DrawingToolId) => {
    const chart = chartRef.current;
    if (!chart) return;
    const next = nextActive(drawing, toolId);
    // A half-placed drawing is dropped when the tool changes or is cancelled.
    if (drawing.pendingId) chart.removeOverlay({ id: drawing.pendingId });
    dispatch({ type: 'pick', tool: toolId });
    const tool = DRAWING_TOOLS.find((candidate) => candidate.id === next);
    if (!tool) return;
    const id = chart.createOverlay({
      name: tool.overlay,
      groupId: DRAWINGS_GROUP,
      needDefaultYAxisFigure: !valuesHidden,
      onDrawEnd: ({ overlay }) => dispatch({ type: 'finished', id: overlay.id }),
      onRemoved: ({ overlay }) => dispatch({ type: 'removed', id: overlay.id }),
    });
    if (typeof id === 'string') dispatch({ type: 'started', id });
  };

  const removeAll = () => {
    chartRef.current?.removeOverlay({ groupId: DRAWINGS_GROUP });
    dispatch({ type: 'cleared' });
  };

  return (
    <>
      <DrawingToolbar
        tools={tools}
        active={drawing.active}
        drawings={count}
        disabled={unavailable}
        text={t}
        onPick={pick}
        onRemoveAll={removeAll}
      />
      <p className="stock-chart-hint" aria-live="polite">
        {drawing.active ? t('hint_drawing') : ''}
      </p>
      <div className="stock-chart-area" style={{ height }}>
        <div
          ref={hostRef}
          className="stock-chart-canvas"
          data-testid="stock-chart-canvas"
          data-drawings={count}
          data-active-tool={drawing.active ?? ''}
        />
        {state !== 'ready' && (
          <div className="stock-chart-message" role="status" data-testid="stock-chart-message">
            {t(state === 'unavailable' ? 'unavailable' : 'empty')}
          </div>
        )}
      </div>
    </>
  );
}
