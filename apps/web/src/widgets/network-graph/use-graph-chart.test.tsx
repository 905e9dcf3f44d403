import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphOption } from './graph-option';
import { useGraphChart } from './use-graph-chart';

/**
 * The graph's listeners on the shared ECharts mount: a dropped node is fixed again after the
 * drag ends (only while dragging is on), and a click reaches the latest handler.
 */

const chart = vi.hoisted(() => ({
  handlers: new Map<string, (params: unknown) => void>(),
  setFixed: vi.fn(),
}));

vi.mock('./echarts-graph', () => ({
  init: () => ({
    on: (name: string, handler: (params: unknown) => void) => chart.handlers.set(name, handler),
    setOption: vi.fn(),
    resize: vi.fn(),
    dispose: vi.fn(),
    convertToPixel: (_finder: unknown, value: number[]) => value,
    getModel: () => ({
      getSeriesByIndex: () => ({
        getData: () => ({ count: () => 0, getId: () => '', getItemLayout: () => undefined }),
        forceLayout: { setFixed: chart.setFixed },
      }),
    }),
  }),
}));

const optionOf = (draggable: boolean) => ({ series: [{ draggable }] }) as unknown as GraphOption;

function Probe({ option, onNode }: { option: GraphOption; onNode: (id: number) => void }) {
  const { host } = useGraphChart(option, onNode, 0);
  return <div ref={host} />;
}

afterEach(() => {
  cleanup();
  chart.handlers.clear();
  chart.setFixed.mockClear();
});

const dropNode = async (dataIndex: number) => {
  chart.handlers.get('mouseup')!({ dataType: 'node', dataIndex });
  // ECharts unfixes the node after mouseup; the hook fixes it in the next task.
  await new Promise((resolve) => setTimeout(resolve));
};

describe('useGraphChart', () => {
  it('keeps a dropped node where it was put while dragging is on', async () => {
    const view = render(<Probe option={optionOf(false)} onNode={vi.fn()} />);
    await dropNode(1);
    expect(chart.setFixed).not.toHaveBeenCalled();
    view.rerender(<Probe option={optionOf(true)} onNode={vi.fn()} />);
    await dropNode(2);
    expect(chart.setFixed).toHaveBeenCalledWith(2);
  });

  it('a node click reaches the handler of the latest render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(<Probe option={optionOf(false)} onNode={first} />);
    view.rerender(<Probe option={optionOf(false)} onNode={latest} />);
    chart.handlers.get('click')!({ dataType: 'node', data: { id: '7' } });
    chart.handlers.get('click')!({ dataType: 'edge', data: { id: '8' } });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledWith(7);
  });
});
