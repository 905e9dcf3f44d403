import type {
  ChartColumns,
  ChartSteps,
  ChartStepsLine,
  ChartValueField,
} from '@bondsight/contracts';

/** A price on the exchange's finest step has 3 decimals, an index level 2: 6 leaves room. */
const MAX_DECIMALS = 6;
const DAY_MS = 86_400_000;

/**
 * The step form (`format: 'steps'`) of the compact columns: each day as the days since the one
 * before, each value of a field with short decimals as an integer change from the previous
 * value. A random walk of prices written out repeats few characters; its daily changes are
 * small integers a compressor packs in about half the bytes. Nothing is rounded: a field is
 * coded only when every value comes back exactly, else it is sent as it is.
 */
export function toSteps(columns: ChartColumns): ChartSteps {
  return { format: 'steps', lines: columns.lines.map(lineSteps) };
}

function lineSteps(line: ChartColumns['lines'][number]): ChartStepsLine {
  const { dates, values, ...shared } = line;
  const decimals: ChartStepsLine['decimals'] = {};
  const stepped: ChartStepsLine['values'] = {};
  for (const [field, column] of Object.entries(values) as [ChartValueField, (number | null)[]][]) {
    const places = decimalsOf(column);
    const coded = places === null ? null : valueSteps(column, places);
    if (coded) decimals[field] = places!;
    stepped[field] = coded ?? column;
  }
  return {
    ...shared,
    from: dates[0] ?? '',
    days: dates.map((date, i) =>
      i === 0 ? 0 : (Date.parse(date) - Date.parse(dates[i - 1]!)) / DAY_MS,
    ),
    decimals,
    values: stepped,
  };
}

/** The most decimals a value of the column is written with, or null past MAX_DECIMALS. */
function decimalsOf(column: readonly (number | null)[]): number | null {
  let most = 0;
  for (const value of column) {
    if (value === null) continue;
    const text = String(value);
    if (!Number.isFinite(value) || text.includes('e')) return null;
    const point = text.indexOf('.');
    if (point >= 0) most = Math.max(most, text.length - point - 1);
  }
  return most <= MAX_DECIMALS ? most : null;
}

/** The column as integer steps in units of 10^-places, or null if one would not come back. */
function valueSteps(column: readonly (number | null)[], places: number): (number | null)[] | null {
  const unit = 10 ** places;
  const steps: (number | null)[] = [];
  let previous = 0;
  for (const value of column) {
    if (value === null) {
      steps.push(null);
      continue;
    }
    const units = Math.round(value * unit);
    if (!Number.isSafeInteger(units) || units / unit !== value) return null;
    steps.push(units - previous);
    previous = units;
  }
  return steps;
}
