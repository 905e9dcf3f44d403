/**
 * The map's axis and layout rules (spec, issuer blocks sections 4, 5 and 9), as pure functions.
 */
import { CHART_HEIGHT, EXPORT_HEIGHT } from '../constants';
import type { XY } from './types';

/** Spec section 9: with all labels shown, the top spacing and the height grow by this. */
export const MAP_LABEL_SPACING = 85;
/** The plot's top spacing without all labels: room for the legend above it. */
export const MAP_GRID_TOP = 48;

/** Spec section 5: the x axis starts at the smallest x among the points, never below 0. */
export function mapAxisMin(points: readonly XY[]): number {
  if (points.length === 0) return 0;
  return Math.max(0, Math.min(...points.map(([x]) => x)));
}

/** Spec section 5: curve points beyond the largest point x are cut off. */
export function cutCurve(curve: readonly XY[], points: readonly XY[]): XY[] {
  if (points.length === 0) return [];
  const largest = Math.max(...points.map(([x]) => x));
  return curve.filter(([x]) => x <= largest);
}

/**
 * The chart's height and top spacing: 650 px, 850 in full screen (section 9); showing all
 * labels adds the label spacing to both, and turning them off gives the original values back.
 */
export function mapLayout(fullscreen: boolean, allLabels: boolean) {
  const height = fullscreen ? EXPORT_HEIGHT.map : CHART_HEIGHT.map;
  const extra = allLabels ? MAP_LABEL_SPACING : 0;
  return { height: height + extra, gridTop: MAP_GRID_TOP + extra };
}

/** Spec "Added point": duration rounded to 2 decimals, yield to 3. */
export function roundAddedPoint(duration: number, yieldPercent: number) {
  const round = (value: number, decimals: number) => {
    const factor = 10 ** decimals;
    return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  };
  return { duration: round(duration, 2), yield: round(yieldPercent, 3) };
}
