import { describe, expect, it } from 'vitest';
import { FLAT_LINE, shapeScale, toShape } from './chart-shape';

describe('a line shape', () => {
  it('rescales to 0..100 over the line, keeping gaps, order and proportions', () => {
    expect(toShape([101.5, null, 100, 104, 102])).toEqual([37.5, null, 0, 100, 50]);
  });

  it('draws a flat line at 50, and leaves a line without values empty', () => {
    expect(toShape([7, 7, null, 7])).toEqual([FLAT_LINE, FLAT_LINE, null, FLAT_LINE]);
    expect(toShape([null, null])).toEqual([null, null]);
    expect(toShape([])).toEqual([]);
  });

  it('puts several lists on one scale (a day range with its last price)', () => {
    const low = [99, 100];
    const high = [103, 101];
    const scale = shapeScale(low, high);
    expect(scale(low)).toEqual([0, 25]);
    expect(scale(high)).toEqual([100, 50]);
    expect(scale([101, null])).toEqual([50, null]);
  });

  it('keeps three decimals', () => {
    expect(toShape([0, 1, 3])).toEqual([0, 33.333, 100]);
  });
});
