import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastOption } from './fake-echarts';
import { BASE_PROPS, renderChart } from './test-harness';

vi.mock('./echarts-setup', () => import('./fake-echarts'));

afterEach(cleanup);

const MSK = 3 * 3_600_000;
const input = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const pick = (name: string, text: string) => {
  fireEvent.input(input(name), { target: { value: text } });
  fireEvent.keyDown(input(name), { key: 'Enter' });
};

describe('chart widget: period', () => {
  it('marks the active tab and reports a chosen one', async () => {
    const onPeriodChange = vi.fn();
    await renderChart({ onPeriodChange });
    expect(screen.getByRole('button', { name: 'period_3m' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'period_1y' }));
    expect(onPeriodChange).toHaveBeenCalledWith({ type: 'preset', id: '1y' });
  });

  it('shows the range in DD.MM.YYYY date pickers', async () => {
    await renderChart();
    expect(input('from').value).toBe('01.03.2024');
    expect(input('to').value).toBe('01.06.2024');
  });

  it('pushes the end back inside 10 years when the start moves', async () => {
    const onPeriodChange = vi.fn();
    await renderChart({ onPeriodChange });
    pick('from', '15.01.2005');
    expect(onPeriodChange).toHaveBeenCalledWith({
      type: 'range',
      from: Date.UTC(2005, 0, 15) - MSK,
      to: Date.UTC(2015, 0, 15) - MSK,
    });
  });

  it('pushes the start forward when the end moves', async () => {
    const onPeriodChange = vi.fn();
    await renderChart({
      onPeriodChange,
      range: { from: Date.UTC(2010, 0, 1), to: Date.UTC(2012, 0, 1) },
    });
    pick('to', '01.07.2024');
    expect(onPeriodChange).toHaveBeenCalledWith({
      type: 'range',
      from: Date.UTC(2014, 6, 1) - MSK,
      to: Date.UTC(2024, 6, 1) - MSK,
    });
  });

  it('draws graph_period_start_incorrect on the chart when the start is after the end', async () => {
    await renderChart({
      period: 'arbitrary',
      range: { from: Date.UTC(2024, 5, 1), to: Date.UTC(2024, 0, 1) },
    });
    const message = lastOption().graphic.elements.find((e: { id: string }) => e.id === 'message');
    expect(message.style.text).toBe('graph_period_start_incorrect');
  });

  it('draws no line of the old period when the start is after the end', async () => {
    await renderChart({
      period: 'arbitrary',
      range: { from: Date.UTC(2024, 5, 1), to: Date.UTC(2024, 0, 1) },
    });
    expect(lastOption().series).toEqual([]);
  });

  it('says an impossible or empty date is none, draws no line and keeps the period', async () => {
    const onPeriodChange = vi.fn();
    await renderChart({ onPeriodChange });
    const message = () =>
      lastOption().graphic.elements.find((e: { id: string }) => e.id === 'message')?.style.text;
    expect(lastOption().series.length).toBeGreaterThan(0);
    pick('from', '31.02.2024');
    expect(message()).toBe('date_invalid');
    expect(lastOption().series).toEqual([]);
    pick('to', '');
    expect(message()).toBe('date_invalid');
    expect(onPeriodChange).not.toHaveBeenCalled();
    pick('from', '01.02.2024');
    pick('to', '01.05.2024');
    expect(onPeriodChange).toHaveBeenCalledTimes(2);
    expect(message()).not.toBe('date_invalid');
  });

  it('draws no_graph_data when there are no points, but not while loading', async () => {
    await renderChart({ series: [{ id: 'e', name: 'E', model: 'bond', data: [] }] });
    const ids = () => lastOption().graphic.elements.map((e: { id: string }) => e.id);
    expect(lastOption().graphic.elements.at(-1).style.text).toBe('no_graph_data');
    cleanup();
    await renderChart({ series: [], loading: true });
    expect(ids()).not.toContain('message');
    expect(screen.getByRole('status').textContent).toContain('loading');
  });
});

describe('chart widget: states', () => {
  it('hides the chart and shows the no-data message with the no-data flag', async () => {
    await renderChart({ noData: true });
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
    expect(screen.getByText('no_graph_data')).toBeTruthy();
  });

  it('shows the render error in an alert', async () => {
    await renderChart({ renderError: 'Could not draw' });
    expect(screen.getByRole('alert').textContent).toBe('Could not draw');
  });

  it('hides y axis values and tooltip values when values are hidden', async () => {
    await renderChart({ valuesHidden: true });
    expect(lastOption().yAxis[0].axisLabel.show).toBe(false);
    const x = BASE_PROPS.range.to + MSK;
    const html = lastOption().tooltip.formatter([
      { seriesId: 'b1', seriesName: 'OFZ 26238', marker: '', axisValue: x, value: [x, 987.65] },
    ]);
    expect(html).toContain('OFZ 26238');
    expect(html).not.toContain('987');
    expect(screen.getByText('values_hidden')).toBeTruthy();
  });
});
