import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
// A test may read the catalogue to prove every key the widget asks for exists; the app
// itself gets its labels from the server's label API.
import labels from '../../../../../packages/labels/catalogue/eng/stock-chart.json';
import { candlesFromDailyCloses } from './candles';
import StockChart from './stock-chart';
import type { StockChartProps } from './types';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'eng',
    fallbackLng: false,
    ns: ['stock-chart'],
    resources: { eng: { 'stock-chart': labels } },
    keySeparator: false,
    nsSeparator: ':',
    // As in lib/i18n: a missing label shows as its key in braces, which the tests look for.
    parseMissingKeyHandler: (key) => `{{${key}}}`,
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const candles = candlesFromDailyCloses([
  { timestamp: Date.UTC(2026, 0, 12), close: 99.5, volume: 1000 },
  { timestamp: Date.UTC(2026, 0, 13), close: 100.25, volume: 1500 },
]);

const show = (props: Partial<StockChartProps> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <StockChart candles={candles} title="ОФЗ 26238" {...props} />
    </I18nextProvider>,
  );

describe('stock chart', () => {
  it('shows visitors the sign-in notice and no chart or tools', () => {
    show({ noData: true, noDataMessage: <a href="/login">Sign in to see quotes</a> });
    const root = screen.getByTestId('stock-chart');
    expect(root.dataset.state).toBe('no-data');
    expect(root.dataset.drawings).toBe('0');
    expect(screen.getByTestId('stock-chart-no-data').textContent).toBe('Sign in to see quotes');
    expect(screen.queryByTestId('stock-chart-toolbar')).toBeNull();
    expect(screen.queryByTestId('stock-chart-canvas')).toBeNull();
  });

  it('titles the chart and notes the Moscow time of its axis', () => {
    show({ noData: true });
    expect(screen.getByTestId('stock-chart').textContent).toContain('ОФЗ 26238');
    expect(screen.getByTestId('stock-chart').textContent).toContain('Moscow time (UTC+3)');
  });

  // happy-dom has no 2D canvas, so klinecharts cannot start here: the widget says so and
  // keeps its tools disabled; drawing itself is for a browser test.
  it('without a canvas, says the chart cannot be drawn and disables the tools', () => {
    show();
    const root = screen.getByTestId('stock-chart');
    expect(root.dataset.state).toBe('unavailable');
    expect(screen.getByTestId('stock-chart-message').textContent).toBe(
      'The chart cannot be drawn in this browser',
    );
    expect((screen.getByTestId('stock-chart-tool-segment') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId('stock-chart-canvas').dataset.drawings).toBe('0');
  });

  it('asks only for labels the catalogue holds', () => {
    show();
    expect(document.body.innerHTML).not.toContain('{{');
    expect(screen.getByRole('toolbar').getAttribute('aria-label')).toBe('Drawing tools');
  });

  it('takes the spec height of 600 px unless told otherwise', () => {
    show();
    const area = screen.getByTestId('stock-chart-canvas').parentElement as HTMLElement;
    expect(area.style.height).toBe('600px');
    cleanup();
    show({ height: 420 });
    const smaller = screen.getByTestId('stock-chart-canvas').parentElement as HTMLElement;
    expect(smaller.style.height).toBe('420px');
  });
});
