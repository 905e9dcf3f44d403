/**
 * A line's shape without its values: what the chart sends a subject who may not read them
 * (spec: below level 1077 the axes and tooltips are hidden). Each value becomes its place
 * between the line's lowest and highest value on a 0..100 scale, so the order of the points,
 * their lowest and highest and the proportions between them survive, but no stored value does.
 */

/** Rescaled values keep 3 decimals: a thousandth of the chart's height is below a pixel. */
const DECIMALS = 1000;
/** Where a flat line (every value equal) is drawn. */
export const FLAT_LINE = 50;

/** The 0..100 rescale of `values` over their own range (nulls stay gaps). */
export function toShape(values: readonly (number | null)[]): (number | null)[] {
  return shapeScale(values)(values);
}

/**
 * The rescale of one range, to apply to several lists of values together (a day's open, low,
 * high and last prices share one scale, so the candles keep their place on the line).
 */
export function shapeScale(
  ...ranges: readonly (readonly (number | null)[])[]
): (values: readonly (number | null)[]) => (number | null)[] {
  let min = Infinity;
  let max = -Infinity;
  for (const values of ranges)
    for (const v of values) {
      if (v === null) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  const span = max - min;
  const scale = (v: number) =>
    span > 0 ? Math.round(((v - min) / span) * 100 * DECIMALS) / DECIMALS : FLAT_LINE;
  return (values) => values.map((v) => (v === null ? null : scale(v)));
}
