import {
  CHART_VALUE_FIELDS,
  type ChartColumns,
  type ChartColumnsLine,
  type ChartTick,
} from '@bondsight/contracts';

/**
 * The compact form of a chart answer (`format: 'columns'`): the ticks grouped by line, what
 * a line's ticks share said once, its dates and each value field as arrays. Built from the
 * ticks themselves, after the access and display rules made them, so both forms carry the
 * same values and nothing the ticks hide can appear here.
 */
export function toColumns(ticks: readonly ChartTick[]): ChartColumns {
  const lines: ChartColumnsLine[] = [];
  let line: ChartColumnsLine | undefined;
  let fields: (typeof CHART_VALUE_FIELDS)[number][] = [];
  for (const tick of ticks) {
    // Ticks come line by line, and a request's duplicate lines are dropped before: a change
    // of model, id or ground starts the next line.
    if (
      !line ||
      line.model !== tick.model ||
      line.id !== tick.id ||
      line.trading_ground_id !== tick.trading_ground_id
    ) {
      // A line's ticks carry the same fields (the chart type's, per subject): the first's.
      fields = CHART_VALUE_FIELDS.filter((field) => tick[field] !== undefined);
      line = {
        model: tick.model,
        id: tick.id,
        trading_ground_id: tick.trading_ground_id,
        trading_ground_name: tick.trading_ground_name,
        isIndex: tick.isIndex,
        shape_only: tick.shape_only,
        dates: [],
        values: Object.fromEntries(fields.map((field) => [field, []])),
      };
      lines.push(line);
    }
    line.dates.push(tick.date);
    for (const field of fields) line.values[field]!.push(tick[field] ?? null);
    if (tick.age_days !== undefined) line.age_days = tick.age_days;
    if (tick.stale !== undefined) line.stale = tick.stale;
  }
  return { format: 'columns', lines };
}
