import type {
  ChartColumns,
  ChartTick,
  GetTradingsResponse,
  GetTradingsTicksResponse,
} from '@bondsight/contracts';

/**
 * The chart answer as the spec's ticks, from the compact form the page asks for
 * (`format: 'columns'`: a seventh of the JSON): the chart components keep reading ticks. A
 * number (the latest earlier date) or a ticks answer passes as it is.
 */
export function ticksFromColumns(answer: GetTradingsResponse): GetTradingsTicksResponse {
  if (typeof answer === 'number' || Array.isArray(answer)) return answer;
  return answer.lines.flatMap(lineTicks);
}

function lineTicks(line: ChartColumns['lines'][number]): ChartTick[] {
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
