import { describe, expect, it } from 'vitest';
import { canStep, INITIAL_FONT_SIZES, stepFonts } from './fonts';

describe('font steps', () => {
  it('starts at title 16, subtitle 15, axis 15, legend 15', () => {
    expect(INITIAL_FONT_SIZES).toEqual({ title: 16, subtitle: 15, axis: 15, legend: 15 });
  });

  it('moves every size by 1 px a press', () => {
    expect(stepFonts(INITIAL_FONT_SIZES, 1)).toEqual({
      title: 17,
      subtitle: 16,
      axis: 16,
      legend: 16,
    });
    expect(stepFonts(INITIAL_FONT_SIZES, -1)).toEqual({
      title: 15,
      subtitle: 14,
      axis: 14,
      legend: 14,
    });
  });

  it('refuses a press past the bounds', () => {
    const small = { title: 9, subtitle: 8, axis: 8, legend: 8 };
    expect(stepFonts(small, -1)).toBe(small);
    expect(canStep(small, -1)).toBe(false);
    expect(canStep(small, 1)).toBe(true);
  });
});
