import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphOption } from './graph-option';
import { useGraphChart, type GraphSize } from './use-graph-chart';

/**
 * The graph's listeners on the shared ECharts mount: a click reaches the latest handler, and
 * a chart that is going away is not read (issue 30: "Cannot read properties of null").
 */

const chart = vi.hoisted(() => ({
  handlers: new Map<string, (params: unknown) => void>(),
  disposed: false,
  options: [] as unknown[],
}));

vi.mock('./echarts-graph', () => ({
  init: () => ({
    on: (name: string, handler: (params: unknown) => void) => chart.handlers.set(name, handler),
    setOption: (option: unknown) => chart.options.push(option),
    resize: vi.fn(),
    dispose: vi.fn(),
    isDisposed: () => chart.disposed,
    convertToPixel: (_finder: unknown, value: number[]) => value,
    // ECharts' model is null once the chart is disposed.
    getModel: () =>
      chart.disposed
        ? null
        : {
            getSeriesByIndex: () => ({
              getData: () => ({ count: () => 1, getId: () => '3', getItemLayout: () => [5, 6] }),
            }),
          },
  }),
}));

const optionFor = ({ width, height }: GraphSize) =>
  ({ series: [{ width, height }] }) as unknown as GraphOption;
const FALLBACK = { width: 900, height: 420 };

function Probe({ onNode }: { onNode: (id: number) => void }) {
  const { host } = useGraphChart(optionFor, onNode, FALLBACK);
  return <div ref={host} />;
}

afterEach(() => {
  cleanup();
  chart.handlers.clear();
  chart.disposed = false;
  chart.options.length = 0;
});

describe('useGraphChart', () => {
  it('lays out for the fallback size until the canvas has one (happy-dom has none)', () => {
    render(<Probe onNode={vi.fn()} />);
    expect(chart.options.at(-1)).toEqual({ series: [FALLBACK] });
  });

  it('reads no positions from a chart that is going away', () => {
    render(<Probe onNode={vi.fn()} />);
    expect(() => chart.handlers.get('finished')!({})).not.toThrow();
    chart.disposed = true;
    expect(() => chart.handlers.get('finished')!({})).not.toThrow();
  });

  it('a node click reaches the handler of the latest render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(<Probe onNode={first} />);
    view.rerender(<Probe onNode={latest} />);
    chart.handlers.get('click')!({ dataType: 'node', data: { id: '7' } });
    chart.handlers.get('click')!({ dataType: 'edge', data: { id: '8' } });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledWith(7);
  });
});
