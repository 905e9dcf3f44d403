import { describe, expect, it } from 'vitest';
import { FLAT_LINE, shapeScale, toShape } from './chart-shape';

describe('a line shape', () => {
  it('places each value by its rank over the line, keeping gaps and order', () => {
    expect(toShape([101.5, null, 100, 104, 102])).toEqual([33.333, null, 0, 100, 66.667]);
    // Equal values share a place.
    expect(toShape([5, 9, 5, 7])).toEqual([0, 100, 0, 50]);
  });

  it('gives back no scale: two known values do not reveal a third', () => {
    // Same order, very different spacing: the same shape is sent.
    expect(toShape([100, 100.1, 130])).toEqual(toShape([100, 129.9, 130]));
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
    expect(scale(low)).toEqual([0, 33.333]);
    expect(scale(high)).toEqual([100, 66.667]);
    expect(scale([101, null])).toEqual([66.667, null]);
  });
});
