import { describe, expect, it } from 'vitest';
import { wholeTicks } from './x-axis-ticks';

const tick = (coord: number, text = '2026-11-27') => ({ coord, value: coord, text });
// 10 px a character: a date is 100 px wide, 50 px either side of its tick.
const width = (text: string) => text.length * 10;

describe('extended chart time ticks', () => {
  it('drops a tick whose centred date would be cut by either edge of the pane', () => {
    const ticks = [tick(30), tick(50), tick(400), tick(750), tick(760)];
    expect(wholeTicks(ticks, 800, width).map((t) => t.coord)).toEqual([50, 400, 750]);
  });

  it('keeps every tick when all the dates fit', () => {
    const ticks = [tick(100), tick(300, '11-27')];
    expect(wholeTicks(ticks, 330, width)).toEqual(ticks);
  });
});
