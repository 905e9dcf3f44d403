/**
 * Test double of echarts-setup (happy-dom has no canvas): it records every option the chart
 * is given. Kept apart from the harness so vi.mock can load it without the widget.
 */
import { vi } from 'vitest';

export const drawn: Record<string, unknown>[] = [];

export const init = vi.fn(() => ({
  setOption: (option: Record<string, unknown>) => drawn.push(option),
  resize: vi.fn(),
  dispose: vi.fn(),
  getDataURL: () => 'data:image/png;base64,AA==',
}));

// The option is a deep union of ECharts types; the tests read into it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const lastOption = (): any => drawn.at(-1);
