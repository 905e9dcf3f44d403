import { describe, expect, it } from 'vitest';
import type { OverlayCreateFiguresCallbackParams } from 'klinecharts';
import {
  CHART_TIMEZONE,
  chartStyles,
  localNumbers,
  rectangleOverlay,
  volumeColor,
  volumeFigure,
} from './chart-setup';

const texts = {
  time: 'Дата',
  open: 'Открытие',
  high: 'Максимум',
  low: 'Минимум',
  close: 'Закрытие',
  volume: 'Объём',
};

const hourIn = (iso: string) =>
  new Intl.DateTimeFormat('en', { timeZone: CHART_TIMEZONE, hour: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .padStart(2, '0');

describe('chart time zone', () => {
  it('is UTC+3 in every season and year, as the spec fixes it', () => {
    // Europe/Moscow would give 04 in 2012 and in the summer of 2005.
    for (const iso of ['2005-07-01T00:00Z', '2012-01-15T00:00Z', '2026-06-01T00:00Z']) {
      expect(hourIn(iso), iso).toBe('03');
    }
  });
});

describe('chart styles', () => {
  it('shows translated tooltip titles before each value', () => {
    const template = chartStyles(texts, false).candle?.tooltip?.legend?.template;
    expect(template).toEqual([
      { title: 'Дата: ', value: '{time}' },
      { title: 'Открытие: ', value: '{open}' },
      { title: 'Максимум: ', value: '{high}' },
      { title: 'Минимум: ', value: '{low}' },
      { title: 'Закрытие: ', value: '{close}' },
      { title: 'Объём: ', value: '{volume}' },
    ]);
  });

  it('hides axis values, tooltips, crosshair price and price marks when values are hidden', () => {
    const shown = chartStyles(texts, false);
    const hidden = chartStyles(texts, true);
    expect(shown.yAxis?.tickText?.show).toBe(true);
    expect(hidden.yAxis?.tickText?.show).toBe(false);
    expect(hidden.candle?.tooltip?.showRule).toBe('none');
    expect(hidden.indicator?.tooltip?.showRule).toBe('none');
    expect(hidden.crosshair?.horizontal?.text?.show).toBe(false);
    expect(hidden.candle?.priceMark?.show).toBe(false);
  });
});

describe('numbers in the viewer conventions', () => {
  const ru = localNumbers('ru-RU');
  const en = localNumbers('en-GB');

  it('keeps the decimals klinecharts cut and uses the language separators', () => {
    expect(ru.thousandsSeparator.format('1234.5600')).toBe('1\u00a0234,5600');
    expect(en.thousandsSeparator.format('1234.5600')).toBe('1,234.5600');
    expect(ru.thousandsSeparator.format('-0.5')).toBe('-0,5');
  });

  it('passes through what is not a plain number', () => {
    expect(ru.thousandsSeparator.format('n/a')).toBe('n/a');
    expect(ru.decimalFold.format('0,00001')).toBe('0,00001');
  });

  it('shortens large volumes in the language, not with English K/M/B', () => {
    // ICU versions differ on case and spacing ("1.5K" or "1.5k"), not on the words.
    expect(en.formatter.formatBigNumber('1459')).toMatch(/^1\.5k$/i);
    expect(ru.formatter.formatBigNumber('2500000')).toMatch(/^2,5\sмлн$/);
    expect(ru.formatter.formatBigNumber('999')).toBe('999');
  });
});

describe('volume pane', () => {
  it('colours a bar by its candle direction', () => {
    expect(volumeColor({ open: 1, close: 2 })).not.toBe(volumeColor({ open: 2, close: 1 }));
    expect(volumeColor({ open: 1, close: 1 })).toBe(volumeColor(null));
  });

  it('titles the bars in the viewer language', () => {
    expect(volumeFigure('Объём')).toMatchObject({ key: 'volume', type: 'bar', title: 'Объём: ' });
  });
});

describe('rectangle overlay', () => {
  const figures = (coordinates: Array<{ x: number; y: number }>) =>
    rectangleOverlay.createPointFigures?.({
      coordinates,
    } as unknown as OverlayCreateFiguresCallbackParams<unknown>);

  it('draws nothing until both corners are placed', () => {
    expect(figures([{ x: 10, y: 20 }])).toEqual([]);
  });

  it('spans the two clicked corners', () => {
    expect(
      figures([
        { x: 10, y: 20 },
        { x: 50, y: 80 },
      ]),
    ).toEqual([
      {
        type: 'polygon',
        attrs: {
          coordinates: [
            { x: 10, y: 20 },
            { x: 50, y: 20 },
            { x: 50, y: 80 },
            { x: 10, y: 80 },
          ],
        },
        styles: { style: 'stroke_fill' },
      },
    ]);
  });
});
