import { toYmd, type CalendarDate } from '@bondsight/bond-math';
import { serial } from '../dates';

export interface ReportPeriods {
  /** Quarter ends (ISO), oldest first, starting with a first quarter. */
  quarters: string[];
  /** Years whose four quarters are all in `quarters` and whose annual report is out. */
  years: { end: string; quarters: [number, number, number, number] }[];
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

/**
 * Three years of statements before the generation date, whatever the tick window: quarters
 * are published 45 days after they end, years 90 days after.
 */
export function reportPeriods(asOf: CalendarDate): ReportPeriods {
  const { year } = toYmd(asOf);
  const published: string[] = [];
  for (let y = year - 3; y <= year; y++)
    for (const e of QUARTER_ENDS) if (serial(`${y}-${e}`) + 45 <= asOf) published.push(`${y}-${e}`);
  const lastYear = Number((published[published.length - 1] ?? `${year}`).slice(0, 4));
  const quarters = published.filter((q) => Number(q.slice(0, 4)) >= lastYear - 2);
  const years: ReportPeriods['years'] = [];
  for (let y = lastYear - 2; y <= lastYear; y++) {
    const idx = QUARTER_ENDS.map((e) => quarters.indexOf(`${y}-${e}`));
    if (idx.every((i) => i >= 0) && serial(`${y}-12-31`) + 90 <= asOf)
      years.push({ end: `${y}-12-31`, quarters: idx as [number, number, number, number] });
  }
  return { quarters, years };
}
