/**
 * The time axis' ticks of the extended chart, each label whole. klinecharts centres a tick's
 * date on its bar and draws it even when the bar is at the pane's edge, so the last (or first)
 * date is cut by the canvas; a tick whose centred label leaves the pane is dropped instead.
 */
import type { AxisTick } from 'klinecharts';

/** The ticks whose label, centred on the tick, is wholly within [0, width]. */
export function wholeTicks(
  ticks: readonly AxisTick[],
  width: number,
  textWidth: (text: string) => number,
): AxisTick[] {
  return ticks.filter((tick) => {
    const half = textWidth(tick.text) / 2;
    return tick.coord - half >= 0 && tick.coord + half <= width;
  });
}
