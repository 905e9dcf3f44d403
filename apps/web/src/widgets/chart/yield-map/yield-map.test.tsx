import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { YieldMapData, YieldMapEndedPoint, YieldMapPoint } from './types';
import YieldMap from './yield-map';

// happy-dom has no canvas: the chart records its options instead of drawing.
const drawn: { series: { data?: unknown[] }[] }[] = [];
vi.mock('./echarts-map-setup', () => ({
  init: () => ({
    setOption: (option: (typeof drawn)[number]) => drawn.push(option),
    resize: () => undefined,
    dispose: () => undefined,
    on: () => undefined,
  }),
}));

const point = (id: number, over: Partial<YieldMapPoint> = {}): YieldMapPoint => ({
  id,
  currency_id: 1,
  trading_ground_id: 1,
  is_main_emission: 1,
  emission_name: `Bond ${id}`,
  date: '2026-11-20',
  price: 100,
  duration: id,
  yield: 9 + id / 2 + (id % 2) * 0.3,
  x: id,
  y: 9 + id / 2 + (id % 2) * 0.3,
  name: `Bond ${id}`,
  ttl: `Bond ${id} (Issuer)`,
  shape_only: false,
  ...over,
});

const data: YieldMapData = {
  emitentName: 'Issuer',
  emitentMap: [
    point(1),
    point(2),
    point(3),
    point(4, { is_main_emission: 0 }),
    point(5, { currency_id: 2, trading_ground_id: 10 }),
  ],
  emitentMapCurrencies: [
    { id: 1, text: 'RUB' },
    { id: 2, text: 'USD' },
  ],
  emitentMapCurrencyId: 1,
  emitentMapCurvesData: {},
  emitentMapGroundId: 1,
  emitentMapGrounds: { 1: [{ id: 1, text: 'Moscow Exchange' }], 2: [{ id: 10, text: 'OTC' }] },
};

/** Bond 8 matured: its last quote at a duration near 0, a high yield. */
const matured: YieldMapEndedPoint = {
  ...point(8, { x: 0.01, y: 17, duration: 0.01, yield: 17 }),
  state: 'matured',
  ended_on: '2025-06-01',
};
const withEnded: YieldMapData = {
  ...data,
  emitentMapDate: '2026-11-20',
  emitentMapEnded: [matured],
};

async function renderMap(mapData: YieldMapData = data, highlightId?: number) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'eng',
    ns: ['issuer_map', 'common'],
    defaultNS: 'issuer_map',
    nsSeparator: ':',
    keySeparator: false,
    resources: {
      eng: {
        issuer_map: {
          selected_count: 'Selected: {{count}}',
          show_ended: 'Show ended ({{count}})',
          map_date: 'Alive on {{date}}',
        },
      },
    },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => key,
  });
  render(
    <I18nextProvider i18n={instance}>
      <YieldMap id="test-map" data={mapData} highlightId={highlightId} />
    </I18nextProvider>,
  );
}

const map = () => screen.getByTestId('yield-map');
const count = () => screen.getByTestId('yield-map-selected-count').getAttribute('data-count');

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

describe('YieldMap', () => {
  it('selects points with Ctrl in delete mode, removes them and recomputes the trend', async () => {
    await renderMap();
    fireEvent.change(screen.getByTestId('yield-map-trend'), { target: { value: 'linear' } });
    const before = map().getAttribute('data-trend');
    expect(before).not.toBe('');
    fireEvent.click(screen.getByTestId('yield-map-delete-mode'));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByTestId('yield-map-point-1:1'), { detail: 1 });
    expect(count()).toBe('0');
    fireEvent.click(screen.getByTestId('yield-map-point-1:1'), { ctrlKey: true, detail: 1 });
    fireEvent.click(screen.getByTestId('yield-map-point-4:1'), { ctrlKey: true, detail: 1 });
    expect(count()).toBe('2');
    fireEvent.click(screen.getByTestId('yield-map-point-4:1'), { ctrlKey: true, detail: 1 });
    expect(count()).toBe('1');
    fireEvent.click(screen.getByTestId('yield-map-point-4:1'), { ctrlKey: true, detail: 1 });
    fireEvent.click(screen.getByTestId('yield-map-remove'));
    expect(count()).toBe('0');
    expect(screen.queryByTestId('yield-map-point-1:1')).toBeNull();
    expect(screen.queryByTestId('yield-map-point-4:1')).toBeNull();
    expect(map().getAttribute('data-trend')).not.toBe(before);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('says which live points are stale quotes: a mark in the list, a count, faded on the chart', async () => {
    await renderMap({
      ...withEnded,
      emitentMap: [
        point(1, { date: '2026-10-13', age_days: 38, stale: true }),
        point(2, { age_days: 0, stale: false }),
        point(3, { age_days: 0, stale: false }),
      ],
    });
    const marked = (id: number) => screen.getByTestId(`yield-map-point-${id}:1`);
    expect(marked(1).getAttribute('data-stale')).toBe('true');
    expect(marked(1).querySelector('[data-testid="stale-mark"]')).not.toBeNull();
    expect(marked(2).querySelector('[data-testid="stale-mark"]')).toBeNull();
    expect(screen.getByTestId('yield-map-stale').textContent).toBe('stale_points');
    const main = drawn.at(-1)!.series[0]!.data as {
      key: string;
      itemStyle: { opacity?: number };
    }[];
    expect(main.find((d) => d.key === '1:1')!.itemStyle.opacity).toBeLessThan(1);
    expect(main.find((d) => d.key === '2:1')!.itemStyle.opacity).toBeUndefined();
  });

  it('says nothing of staleness while every point is fresh', async () => {
    await renderMap();
    expect(screen.queryByTestId('yield-map-stale')).toBeNull();
    expect(screen.queryAllByTestId('stale-mark')).toEqual([]);
  });

  it('swaps the toolbar and the delete panel in one cell, so no room waits empty (issue 30)', async () => {
    await renderMap();
    const bar = () => map().querySelector('.yield-map-modebar')!;
    const toolbar = () => bar().querySelector('.yield-map-toolbar')!;
    // Outside delete mode: the toolbar, and the panel invisible and inert in the same cell.
    expect([...bar().children].map((c) => c.className)).toEqual([
      'yield-map-toolbar',
      'yield-map-delete is-reserve',
    ]);
    expect(screen.queryByTestId('yield-map-delete-panel')).toBeNull();
    expect(screen.queryByTestId('yield-map-remove')).toBeNull();
    fireEvent.click(screen.getByTestId('yield-map-delete-mode'));
    // Delete mode: the panel in the toolbar's place; the toolbar kept as the cell's measure,
    // invisible and out of reach.
    expect(screen.getByTestId('yield-map-delete-panel').parentElement).toBe(bar());
    expect(toolbar().className).toBe('yield-map-toolbar is-reserve');
    expect(toolbar().hasAttribute('inert')).toBe(true);
    expect(bar().querySelector('.yield-map-delete.is-reserve')).toBeNull();
    fireEvent.click(screen.getByTestId('yield-map-delete-close'));
    expect(screen.queryByTestId('yield-map-delete-panel')).toBeNull();
    expect(toolbar().hasAttribute('inert')).toBe(false);
  });

  it('reads "Currency RUB", two words, where there is one currency (issue 30)', async () => {
    await renderMap({ ...data, emitentMapCurrencies: [{ id: 1, text: 'RUB' }] });
    const text = screen.getByTestId('yield-map-currency-text');
    expect(text.parentElement!.textContent).toBe('currency RUB');
  });

  it('opens a point’s bond in a new window outside delete mode', async () => {
    await renderMap();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByTestId('yield-map-point-2:1'), { detail: 1 });
    expect(open).toHaveBeenCalledWith('/bonds/2/', '_blank', 'noopener');
    open.mockRestore();
  });

  it('changing the currency takes its first ground and leaves delete mode', async () => {
    await renderMap();
    fireEvent.click(screen.getByTestId('yield-map-delete-mode'));
    expect(screen.getByTestId('yield-map-delete-panel')).toBeTruthy();
    fireEvent.change(screen.getByTestId('yield-map-currency'), { target: { value: '2' } });
    expect(map().getAttribute('data-currency')).toBe('2');
    expect(map().getAttribute('data-ground')).toBe('10');
    expect(screen.queryByTestId('yield-map-delete-panel')).toBeNull();
    // One ground: plain text, no dropdown.
    expect(screen.getByTestId('yield-map-ground-text').textContent).toBe('OTC');
  });

  it('all labels forces labels on and adds 85 px; off restores', async () => {
    await renderMap();
    expect(map().getAttribute('data-height')).toBe('650');
    fireEvent.click(screen.getByTestId('yield-map-all-labels'));
    expect(map().getAttribute('data-labels')).toBe('all');
    expect(screen.getByTestId('yield-map-labels').getAttribute('aria-checked')).toBe('true');
    expect(map().getAttribute('data-height')).toBe('735');
    fireEvent.click(screen.getByTestId('yield-map-all-labels'));
    expect(map().getAttribute('data-labels')).toBe('on');
    expect(map().getAttribute('data-height')).toBe('650');
  });

  it('adds a named point rounded to 2 and 3 decimals', async () => {
    await renderMap();
    fireEvent.change(screen.getByTestId('yield-map-add-duration'), {
      target: { value: '2,34567' },
    });
    fireEvent.change(screen.getByTestId('yield-map-add-yield'), { target: { value: '11.23456' } });
    fireEvent.change(screen.getByTestId('yield-map-add-name'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByTestId('yield-map-add-submit'));
    expect(screen.getByTestId('yield-map-point-added:1').textContent).toBe('Mine');
    const added = drawn.at(-1)!.series[2]!.data as { value: number[] }[];
    expect(added[0]!.value).toEqual([2.35, 11.235]);
  });

  it('offers the ended bonds behind a switch, off by default, outside the trend', async () => {
    await renderMap(withEnded);
    expect(screen.getByTestId('yield-map-date').textContent).toMatch(/^Alive on /);
    fireEvent.change(screen.getByTestId('yield-map-trend'), { target: { value: 'linear' } });
    const trend = map().getAttribute('data-trend');
    expect(map().getAttribute('data-ended')).toBe('hidden');
    expect(map().getAttribute('data-ended-count')).toBe('1');
    expect(screen.queryByTestId('yield-map-point-8:1')).toBeNull();
    const toggle = screen.getByTestId('yield-map-show-ended');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toBe('Show ended (1)');

    fireEvent.click(toggle);
    expect(map().getAttribute('data-ended')).toBe('shown');
    expect(screen.getByTestId('yield-map-point-8:1').getAttribute('data-kind')).toBe('ended');
    // Drawn apart (the last series), and the trend unchanged.
    const series = drawn.at(-1)!.series as { name: string; data?: unknown[] }[];
    expect(series[3]!.name).toBe('ended_legend');
    expect(series[3]!.data).toHaveLength(1);
    expect(map().getAttribute('data-trend')).toBe(trend);
  });

  it('has no switch without ended bonds, and shows them at once on an ended bond’s page', async () => {
    await renderMap();
    expect(screen.queryByTestId('yield-map-show-ended')).toBeNull();
    cleanup();
    await renderMap(withEnded, 8);
    expect(map().getAttribute('data-ended')).toBe('shown');
    expect(screen.getByTestId('yield-map-point-8:1').className).toContain('is-own');
  });
});
