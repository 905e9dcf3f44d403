import type {
  ChartColumns,
  ChartSteps,
  ChartTick,
  GetTradingsResponse,
  GetTradingsTicksResponse,
} from '@bondsight/contracts';

type ColumnsLine = ChartColumns['lines'][number];
type StepsLine = ChartSteps['lines'][number];

const DAY_MS = 86_400_000;

/**
 * The chart answer as the spec's ticks, from the compact forms the page asks for (`format:
 * 'columns'` or `'steps'`): the chart components keep reading ticks. A number (the latest
 * earlier date) or a ticks answer passes as it is.
 */
export function ticksFromColumns(answer: GetTradingsResponse): GetTradingsTicksResponse {
  if (typeof answer === 'number' || Array.isArray(answer)) return answer;
  if (answer.format === 'steps') return answer.lines.map(columnsFromSteps).flatMap(lineTicks);
  return answer.lines.flatMap(lineTicks);
}

/**
 * A line of the step form as its columns: the days and each coded field's values are running
 * sums of their steps (a coded field's in units of 10^-decimals, so each comes back exactly).
 */
export function columnsFromSteps(line: StepsLine): ColumnsLine {
  const { from, days, decimals, values, ...shared } = line;
  let day = Date.parse(from);
  const dates = days.map((step) => {
    day += step * DAY_MS;
    return new Date(day).toISOString().slice(0, 10);
  });
  const columns: ColumnsLine['values'] = {};
  for (const [field, column] of Object.entries(values) as [
    keyof ColumnsLine['values'],
    (number | null)[],
  ][]) {
    const places = decimals[field];
    if (places === undefined) {
      columns[field] = column;
      continue;
    }
    const unit = 10 ** places;
    let units = 0;
    columns[field] = column.map((step) => {
      if (step === null) return null;
      units += step;
      return units / unit;
    });
  }
  return { ...shared, dates, values: columns };
}

function lineTicks(line: ColumnsLine): ChartTick[] {
  const { dates, values, age_days, stale, ...shared } = line;
  const fields = Object.entries(values);
  const last = dates.length - 1;
  return dates.map((date, i) => {
    const tick: ChartTick = { date, date_numeric: Date.parse(date), ...shared };
    for (const [field, column] of fields)
      (tick as Record<string, unknown>)[field] = column?.[i] ?? null;
    // The line's freshness belongs to its newest tick, as the ticks form sends it.
    if (i === last && age_days !== undefined) tick.age_days = age_days;
    if (i === last && stale !== undefined) tick.stale = stale;
    return tick;
  });
}
