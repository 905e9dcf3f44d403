/**
 * A line's shape without its values: what a chart sends a subject who may not read them
 * (spec: below level 1077 the axes and tooltips are hidden).
 *
 * Each value becomes its rank among the line's distinct values, on a 0..100 scale: the lowest
 * 0, the highest 100, equal values equal, the order of the points kept. Why ranks and not a
 * min-max rescale: a rescale keeps proportions, so two real values a reader knows on the same
 * dates (the public latest quotes are such values) would give back its scale and offset, and
 * with them every value of the history. Ranks give back nothing but order: what a known value
 * tells about the others is only which side of it they lie.
 */

/** Shapes keep 3 decimals: a thousandth of the chart's height is below a pixel. */
const DECIMALS = 1000;
/** Where a flat line (every value equal) is drawn. */
export const FLAT_LINE = 50;

/** The 0..100 shape of `values` over their own distinct values (nulls stay gaps). */
export function toShape(values: readonly (number | null)[]): (number | null)[] {
  return shapeScale(values)(values);
}

/**
 * The shape of several lists of values together (a day's open, low, high and last prices share
 * one scale, so the candles keep their order against the line).
 */
export function shapeScale(
  ...ranges: readonly (readonly (number | null)[])[]
): (values: readonly (number | null)[]) => (number | null)[] {
  const distinct = [...new Set(ranges.flat().filter((v): v is number => v !== null))].sort(
    (a, b) => a - b,
  );
  const rank = new Map(distinct.map((v, i) => [v, i]));
  const steps = distinct.length - 1;
  const place = (v: number) =>
    steps > 0 ? Math.round((rank.get(v)! / steps) * 100 * DECIMALS) / DECIMALS : FLAT_LINE;
  return (values) => values.map((v) => (v === null ? null : place(v)));
}
