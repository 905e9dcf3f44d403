/**
 * Test double of echarts-graph (happy-dom has no canvas): records options, lays each node out
 * on a line (x = 100 + 50 × index) and fires 'finished' after every option, as ECharts does.
 */
import { vi } from 'vitest';

type Handler = (params: unknown) => void;
// The option is a deep union of ECharts types; the tests read into it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const drawn: any[] = [];
export const handlers = new Map<string, Handler>();

export const init = vi.fn(() => {
  let ids: string[] = [];
  const instance = {
    on: (event: string, handler: Handler) => handlers.set(event, handler),
    setOption: (option: { series: { data: { id: string }[] }[] }) => {
      drawn.push(option);
      ids = option.series[0]!.data.map((d) => d.id);
      handlers.get('finished')?.({});
    },
    getModel: () => ({
      getSeriesByIndex: () => ({
        getData: () => ({
          count: () => ids.length,
          getId: (i: number) => ids[i],
          getItemLayout: (i: number) => [100 + 50 * i, 60],
        }),
      }),
    }),
    convertToPixel: (_finder: unknown, value: number[]) => value,
    resize: vi.fn(),
    dispose: vi.fn(),
    isDisposed: () => false,
  };
  return instance;
});
