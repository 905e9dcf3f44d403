import { describe, expect, it } from 'vitest';
import { buildMapCsv, mapExportFileName, type MapCsvTexts } from './map-csv';
import { buildMapView, pointKey } from './map-view';
import type { YieldMapData, YieldMapEndedPoint, YieldMapPoint } from './types';

const point = (id: number, over: Partial<YieldMapPoint> = {}): YieldMapPoint => ({
  id,
  currency_id: 1,
  trading_ground_id: 1,
  is_main_emission: 1,
  emission_name: `Bond ${id}`,
  isin: `RU000A10000${id}`,
  date: '2026-11-20',
  price: 99.5,
  duration: id + 0.25,
  yield: 10 + id,
  x: id + 0.25,
  y: 10 + id,
  name: `Bond ${id}`,
  ttl: `Bond ${id} (Issuer)`,
  shape_only: false,
  ...over,
});

const ended: YieldMapEndedPoint = {
  ...point(9, { x: 0.01, y: 17, duration: 0.01, yield: 17, date: '2025-05-30' }),
  state: 'matured',
  ended_on: '2025-06-01',
};

const data: YieldMapData = {
  emitentName: 'Issuer',
  emitentMap: [
    point(1),
    point(2, { name: 'Bond "2", series B', is_main_emission: 0 }),
    point(3),
    // Another currency and another ground: not on this view.
    point(4, { currency_id: 2 }),
    point(5, { trading_ground_id: 7 }),
  ],
  emitentMapEnded: [ended],
  emitentMapCurrencies: [{ id: 1, text: 'RUB' }],
  emitentMapCurrencyId: 1,
  emitentMapCurvesData: {},
  emitentMapGroundId: 1,
  emitentMapGrounds: { 1: [{ id: 1, text: 'Moscow Exchange' }] },
};

const texts: MapCsvTexts = {
  bondId: 'Bond id',
  bond: 'Bond',
  isin: 'ISIN',
  series: 'Series',
  xAxis: 'Duration, years',
  yAxis: 'Yield, %',
  price: 'Price',
  date: 'Quote date',
  currency: 'Currency',
  ground: 'Trading ground',
  main: "Issuer's bonds",
  others: 'Related',
  added: 'Added points',
  ended: 'Ended',
};

const lines = (csv: string) => csv.replace(/^\ufeff/, '').split('\r\n');

describe('the yield map as CSV', () => {
  it('writes the points of the view: removals out, added points in, ended ones when shown', () => {
    const view = buildMapView({
      data,
      currencyId: 1,
      groundId: 1,
      removed: new Set([pointKey(point(3))]),
      added: [{ key: 'added:1', duration: 2.5, yield: 11.125, pointName: 'My point' }],
      trend: 'not_selected',
      showEnded: true,
    });
    const csv = buildMapCsv({ view, currency: 'RUB', ground: 'Moscow Exchange', texts });
    // A BOM for Excel, CRLF line ends, a last line end.
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)).toEqual([
      'Bond id,Bond,ISIN,Series,"Duration, years","Yield, %",Price,Quote date,Currency,Trading ground',
      "1,Bond 1,RU000A100001,Issuer's bonds,1.25,11,99.5,2026-11-20,RUB,Moscow Exchange",
      '2,"Bond ""2"", series B",RU000A100002,Related,2.25,12,99.5,2026-11-20,RUB,Moscow Exchange',
      // An added point is no bond: no id, no ISIN.
      ',My point,,Added points,2.5,11.125,,,RUB,Moscow Exchange',
      '9,Bond 9,RU000A100009,Ended,0.01,17,99.5,2025-05-30,RUB,Moscow Exchange',
      '',
    ]);
  });

  it('leaves the ended bonds out while the map does not show them', () => {
    const view = buildMapView({
      data,
      currencyId: 1,
      groundId: 1,
      removed: new Set(),
      added: [],
      trend: 'not_selected',
    });
    const rows = lines(buildMapCsv({ view, currency: 'RUB', ground: 'MOEX', texts }));
    expect(rows.slice(1, -1).map((row) => row.split(',')[0])).toEqual(['1', '3', '2']);
  });

  it('writes durations and yields to 4 decimals', () => {
    const view = buildMapView({
      data: { ...data, emitentMap: [point(1, { x: 0.019178082191780823, y: 13.609436071659644 })] },
      currencyId: 1,
      groundId: 1,
      removed: new Set(),
      added: [],
      trend: 'not_selected',
    });
    const rows = lines(buildMapCsv({ view, currency: 'RUB', ground: 'MOEX', texts }));
    expect(rows[1]).toBe(
      "1,Bond 1,RU000A100001,Issuer's bonds,0.0192,13.6094,99.5,2026-11-20,RUB,MOEX",
    );
  });

  it('leaves the ISIN cell empty for a bond without one', () => {
    const view = buildMapView({
      data: { ...data, emitentMap: [point(1, { isin: null })] },
      currencyId: 1,
      groundId: 1,
      removed: new Set(),
      added: [],
      trend: 'not_selected',
    });
    const rows = lines(buildMapCsv({ view, currency: 'RUB', ground: 'MOEX', texts }));
    expect(rows[1]).toBe("1,Bond 1,,Issuer's bonds,1.25,11,99.5,2026-11-20,RUB,MOEX");
  });

  it('writes a name a spreadsheet would take for a formula as text', () => {
    const view = buildMapView({
      data: { ...data, emitentMap: [point(1, { name: '=HYPERLINK("x")' })] },
      currencyId: 1,
      groundId: 1,
      removed: new Set(),
      added: [],
      trend: 'not_selected',
    });
    const rows = lines(buildMapCsv({ view, currency: 'RUB', ground: 'MOEX', texts }));
    expect(rows[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names the files after the issuer, the currency and the date, any script kept', () => {
    expect(mapExportFileName('Gazprom Capital', 'RUB', '2026-11-20', 'csv')).toBe(
      'Gazprom-Capital-RUB-yield-map-2026-11-20.csv',
    );
    expect(mapExportFileName('ПАО "Газпром" / ГП', 'RUB', '2026-11-20', 'png')).toBe(
      'ПАО-Газпром-ГП-RUB-yield-map-2026-11-20.png',
    );
    expect(mapExportFileName('  ', '', '2026-11-20', 'svg')).toBe(
      'issuer-yield-map-2026-11-20.svg',
    );
  });
});
