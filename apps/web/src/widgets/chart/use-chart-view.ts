/** The widget's own view state: hidden lines, trend, text sizes and the logo. */
import { useMemo, useState } from 'react';
import { canStep, INITIAL_FONT_SIZES, stepFonts } from './fonts';
import type { ChartSeries, TrendType } from './types';

interface Options {
  defaultTrend?: TrendType;
  defaultShowLogo?: boolean;
  onTrendChange?(trend: TrendType): void;
  onSeriesToggle?(id: string, visible: boolean): void;
}

export function useChartView(series: readonly ChartSeries[], options: Options) {
  // The user's choices by id; a line not toggled yet follows its own `visible` flag, so lines
  // the page adds later arrive as the page asks.
  const [visibility, setVisibility] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [trend, setTrend] = useState<TrendType>(options.defaultTrend ?? 'not_selected');
  const [fonts, setFonts] = useState(INITIAL_FONT_SIZES);
  const [showLogo, setShowLogo] = useState(options.defaultShowLogo ?? true);

  // Memoised: the chart option is rebuilt only when the hidden set really changes.
  const hidden: ReadonlySet<string> = useMemo(
    () =>
      new Set(
        series.filter((s) => !(visibility.get(s.id) ?? s.visible !== false)).map((s) => s.id),
      ),
    [series, visibility],
  );

  return {
    hidden,
    toggle(id: string) {
      const visible = hidden.has(id);
      setVisibility(new Map(visibility).set(id, visible));
      options.onSeriesToggle?.(id, visible);
    },
    trend,
    setTrend(next: TrendType) {
      setTrend(next);
      options.onTrendChange?.(next);
    },
    fonts,
    canSmaller: canStep(fonts, -1),
    canLarger: canStep(fonts, 1),
    stepFont: (presses: number) => setFonts((sizes) => stepFonts(sizes, presses)),
    showLogo,
    setShowLogo,
  };
}
