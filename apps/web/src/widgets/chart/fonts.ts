/** A- / A+: every chart text size moves by one step, within bounds. */
import { DEFAULT_FONT_SIZES, FONT_MAX, FONT_MIN, FONT_STEP } from './constants';
import type { FontSizes } from './types';

export const INITIAL_FONT_SIZES: FontSizes = { ...DEFAULT_FONT_SIZES };

const clamp = (n: number) => Math.min(FONT_MAX, Math.max(FONT_MIN, n));

/**
 * Sizes after `presses` steps (negative for A-). A press that would push any size out of
 * bounds is refused whole, so the sizes keep their proportions.
 */
export function stepFonts(sizes: FontSizes, presses: number): FontSizes {
  const delta = presses * FONT_STEP;
  const next: FontSizes = {
    title: sizes.title + delta,
    subtitle: sizes.subtitle + delta,
    axis: sizes.axis + delta,
    legend: sizes.legend + delta,
  };
  const fits = Object.values(next).every((n) => clamp(n) === n);
  return fits ? next : sizes;
}

export function canStep(sizes: FontSizes, presses: number): boolean {
  return stepFonts(sizes, presses) !== sizes;
}
