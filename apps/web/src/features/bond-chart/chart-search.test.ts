import { describe, expect, it } from 'vitest';
import { chartSearchParams, DEFAULT_CHART_SEARCH, parseChartSearch } from './chart-search';

describe('the chart state in the URL', () => {
  it('round-trips every key a copied link must reopen', () => {
    const state = parseChartSearch({
      chart: 'g_spread',
      period: 'arbitrary',
      from: '2025-01-10',
      to: '2025-06-30',
      view: 2,
      tg: 4,
      cmp: 'b12-1,i3',
      mode: 2,
      spread: 1,
      lang: 'rus',
    });
    expect(state).toEqual({
      chart: 'g_spread',
      period: 'arbitrary',
      from: '2025-01-10',
      to: '2025-06-30',
      view: 2,
      tg: 4,
      cmp: 'b12-1,i3',
      mode: 2,
      spread: true,
    });
    expect(parseChartSearch(chartSearchParams(state))).toEqual(state);
  });

  it('leaves defaults out, so a plain page keeps a plain URL', () => {
    expect(Object.values(chartSearchParams(DEFAULT_CHART_SEARCH)).filter(Boolean)).toEqual([]);
    expect(chartSearchParams({ ...DEFAULT_CHART_SEARCH, spread: true, view: 1 })).toMatchObject({
      spread: 1,
      view: 1,
    });
  });

  it('falls back to the defaults on anything malformed', () => {
    expect(
      parseChartSearch({ chart: 'volume', period: '7y', view: 9, tg: -1, mode: 3, spread: 'x' }),
    ).toEqual(DEFAULT_CHART_SEARCH);
    // An arbitrary period needs both dates.
    expect(parseChartSearch({ period: 'arbitrary', from: '2025-01-01' }).period).toBe('3m');
    expect(
      parseChartSearch({ period: 'arbitrary', from: '2025-1-1', to: '2025-02-01' }).period,
    ).toBe('3m');
  });
});
