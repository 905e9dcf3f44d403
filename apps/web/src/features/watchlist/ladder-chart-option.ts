/**
 * The ladder's bar chart as an ECharts option: one stacked bar per month and currency, split
 * into coupons, amortisations and redemptions (puts are a holder's choice, so they stay out).
 */
import type { LadderResponse } from '@bondsight/contracts';

export const LADDER_PARTS = ['coupons', 'amortisations', 'redemptions'] as const;
export type LadderPart = (typeof LADDER_PARTS)[number];
const PART_COLOURS: Record<LadderPart, string> = {
  coupons: '#5eb5e2',
  amortisations: '#f8bc68',
  redemptions: '#1f4e79',
};

export interface LadderSeries {
  name: string;
  currency: string;
  part: LadderPart;
  values: number[];
}

/** Months in order, and a series per currency and part holding that month's sums (0 if none). */
export function ladderSeries(ladder: LadderResponse): { months: string[]; series: LadderSeries[] } {
  const months = [...new Set(ladder.rows.map((row) => row.month))].sort();
  const currencies = [...new Set(ladder.rows.map((row) => row.currency))].sort();
  const series = currencies.flatMap((currency) =>
    LADDER_PARTS.map((part) => ({
      name: `${part}:${currency}`,
      currency,
      part,
      values: months.map(
        (month) =>
          ladder.rows.find((row) => row.month === month && row.currency === currency)?.[part] ?? 0,
      ),
    })),
  );
  // A part that is zero everywhere only clutters the legend.
  return { months, series: series.filter((s) => s.values.some((v) => v !== 0)) };
}

export function ladderOption(
  ladder: LadderResponse,
  texts: { part: (part: LadderPart) => string; month: (month: string) => string },
) {
  const { months, series } = ladderSeries(ladder);
  return {
    animation: false,
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    legend: { type: 'scroll' as const, top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: months.map(texts.month) },
    yAxis: { type: 'value' as const },
    series: series.map((s) => ({
      type: 'bar' as const,
      name: `${texts.part(s.part)} ${s.currency}`,
      // One stack per currency: amounts in different currencies are never added up.
      stack: s.currency,
      itemStyle: { color: PART_COLOURS[s.part] },
      data: s.values,
    })),
  };
}
