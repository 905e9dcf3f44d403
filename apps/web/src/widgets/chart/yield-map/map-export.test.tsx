import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YieldMapData, YieldMapPoint } from './types';
import YieldMap from './yield-map';

// happy-dom has no canvas: the chart records how it was made and what it was given.
const made: { opts: Record<string, unknown>; options: Record<string, unknown>[] }[] = [];
vi.mock('./echarts-map-setup', () => ({
  init: (_host: unknown, _theme: unknown, opts: Record<string, unknown>) => {
    const chart = { opts, options: [] as Record<string, unknown>[] };
    made.push(chart);
    return {
      setOption: (option: Record<string, unknown>) => chart.options.push(option),
      resize: () => undefined,
      dispose: () => undefined,
      on: () => undefined,
      renderToSVGString: () => '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      getDataURL: () => 'data:image/png;base64,iVBORw0KGgo=',
    };
  },
}));

const point = (id: number, over: Partial<YieldMapPoint> = {}): YieldMapPoint => ({
  id,
  currency_id: 1,
  trading_ground_id: 1,
  is_main_emission: 1,
  emission_name: `Bond ${id}`,
  isin: `RU000A10000${id}`,
  date: '2026-11-20',
  price: 100,
  duration: id,
  yield: 9 + id,
  x: id,
  y: 9 + id,
  name: `Bond ${id}`,
  ttl: `Bond ${id}`,
  shape_only: false,
  ...over,
});

const data: YieldMapData = {
  emitentName: 'Gazprom Capital',
  emitentMap: [point(1), point(2), point(3, { is_main_emission: 0 })],
  emitentMapDate: '2026-11-20',
  emitentMapCurrencies: [{ id: 1, text: 'RUB' }],
  emitentMapCurrencyId: 1,
  emitentMapCurvesData: {},
  emitentMapGroundId: 1,
  emitentMapGrounds: { 1: [{ id: 1, text: 'Moscow Exchange' }] },
};

async function renderMap(props: { canExport?: boolean; mapData?: YieldMapData } = {}) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'eng',
    ns: ['issuer_map', 'chart'],
    defaultNS: 'issuer_map',
    nsSeparator: ':',
    keySeparator: false,
    resources: {},
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => key,
  });
  const onExport = vi.fn();
  render(
    <I18nextProvider i18n={instance}>
      <YieldMap
        id="test-map"
        data={props.mapData ?? data}
        canExport={props.canExport ?? true}
        onExport={onExport}
      />
    </I18nextProvider>,
  );
  return { onExport };
}

/** What the widget handed the browser to save: the file's name and its blob. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  made.length = 0;
});

const choose = (format: 'png' | 'svg' | 'csv') => {
  fireEvent.click(screen.getByTestId('yield-map-export'));
  fireEvent.click(screen.getByTestId(`yield-map-export-${format}`));
};

describe('the yield map export', () => {
  it('offers PNG, SVG and CSV with full access only, never on a map of ranks', async () => {
    await renderMap({ canExport: false });
    expect(screen.queryByTestId('yield-map-export')).toBeNull();
    cleanup();
    await renderMap({
      mapData: {
        ...data,
        emitentMap: data.emitentMap.map((p) => ({ ...p, shape_only: true, price: null })),
      },
    });
    expect(screen.queryByTestId('yield-map-export')).toBeNull();
    cleanup();
    await renderMap();
    fireEvent.click(screen.getByTestId('yield-map-export'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'export_png',
      'export_svg',
      'export_csv',
    ]);
  });

  it('saves the points the map shows as CSV, named after the issuer, currency and date', async () => {
    const { onExport } = await renderMap();
    // The user removes bond 2 first: the file follows the map.
    fireEvent.click(screen.getByTestId('yield-map-delete-mode'));
    fireEvent.click(screen.getByTestId('yield-map-point-2:1'), { ctrlKey: true, detail: 1 });
    fireEvent.click(screen.getByTestId('yield-map-remove'));
    choose('csv');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Gazprom-Capital-RUB-yield-map-2026-11-20.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const text = (await saved[0]!.blob.text()).replace(/^\ufeff/, '');
    expect(text.split('\r\n')).toEqual([
      'csv_bond_id,csv_bond,csv_isin,csv_series,x_axis,y_axis,csv_price,csv_date,currency,ground',
      '1,Bond 1,RU000A100001,emission_legend,1,10,100,2026-11-20,RUB,Moscow Exchange',
      '3,Bond 3,RU000A100003,related_legend,3,12,100,2026-11-20,RUB,Moscow Exchange',
      '',
    ]);
    expect(onExport).toHaveBeenCalledWith('csv');
  });

  it('draws the SVG with the SVG renderer and the PNG on a canvas, at the export height', async () => {
    const { onExport } = await renderMap();
    choose('svg');
    // The renderers load on the first image asked for.
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    const svgChart = made.at(-1)!;
    expect(svgChart.opts).toMatchObject({ renderer: 'svg', ssr: true, width: 680, height: 882 });
    const option = svgChart.options[0] as { title: { text: string }; animation: boolean };
    expect(option.title.text).toContain('Gazprom Capital · RUB · Moscow Exchange');
    expect(option.animation).toBe(false);
    expect(saved[0]!.name).toBe('Gazprom-Capital-RUB-yield-map-2026-11-20.svg');
    expect(saved[0]!.blob.type).toBe('image/svg+xml');

    choose('png');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(made.at(-1)!.opts).toMatchObject({ renderer: 'canvas', width: 680, height: 882 });
    expect(saved[1]!.name).toBe('Gazprom-Capital-RUB-yield-map-2026-11-20.png');
    expect(saved[1]!.blob.type).toBe('image/png');
    expect(saved[1]!.blob.size).toBeGreaterThan(0);
    expect(onExport.mock.calls).toEqual([['svg'], ['png']]);
  });
});
