/** The drawing itself: an ECharts canvas of the given height. */
import { init } from './echarts-setup';
import type { ChartOption } from './option';
import { useECharts } from './use-echarts';

interface Props {
  option: ChartOption;
  height: number;
  label: string;
  /** The message drawn on the chart (canvas text), also in data-message for tests and tools. */
  message: string | null;
  /** Lines drawn, in data-lines. */
  lines: number;
  /** Bar series drawn (the turnover on the reversed chart), in data-bars. */
  bars?: number;
  /** The value axes' titles (canvas text), also in data-axes, joined by ' | '. */
  axes?: readonly string[];
}

export function ChartCanvas({ option, height, label, message, lines, bars = 0, axes = [] }: Props) {
  const { host } = useECharts(option, height, { init });
  return (
    <div
      ref={host}
      className="bschart-canvas"
      role="img"
      aria-label={label}
      style={{ height }}
      data-testid="chart-canvas"
      data-message={message ?? ''}
      data-lines={lines}
      data-bars={bars}
      data-axes={axes.join(' | ')}
    />
  );
}
