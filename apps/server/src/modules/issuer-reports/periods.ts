import type { LineValues, StoredValue } from './issuer-reports.repository';

/** A column of a statement table: a period by its type and end date. */
export interface Period {
  type: StoredValue[0];
  end: string;
}

export const periodKey = (p: Period) => `${p.type}:${p.end}`;

/** Bank forms are quarterly: the table shows the variant's latest quarters. */
export const BANK_QUARTERS_SHOWN = 8;
/** MSFO and RSBU: the latest annual reports, then the quarters filed since the last one. */
export const YEARS_SHOWN = 5;
export const QUARTERS_WITHOUT_YEARS = 8;

/** Every period the lines have a value for, oldest first (a quarter before a year on one date). */
export function periodsOf(lines: readonly LineValues[]): Period[] {
  const seen = new Map<string, Period>();
  for (const line of lines)
    for (const [type, end] of line.values) seen.set(`${type}:${end}`, { type, end });
  const order = { Q: 0, H: 1, Y: 2 } as const;
  return [...seen.values()].sort((a, b) =>
    a.end === b.end ? order[a.type] - order[b.type] : a.end < b.end ? -1 : 1,
  );
}

/**
 * The columns of a bank RSBU table: its latest quarters, oldest on the left and latest on
 * the right (the MOEX and Cbonds convention).
 */
export function bankColumns(all: readonly Period[]): Period[] {
  return all.filter((p) => p.type === 'Q').slice(-BANK_QUARTERS_SHOWN);
}

/**
 * The columns of an MSFO or RSBU table: the latest years, then the quarters after the last
 * year's end (the current year so far), so no column repeats another; without any annual
 * report, the latest quarters. Oldest on the left.
 */
export function statementColumns(all: readonly Period[]): Period[] {
  const years = all.filter((p) => p.type === 'Y').slice(-YEARS_SHOWN);
  const quarters = all.filter((p) => p.type === 'Q');
  const lastYear = years[years.length - 1];
  if (!lastYear) return quarters.slice(-QUARTERS_WITHOUT_YEARS);
  return [...years, ...quarters.filter((q) => q.end > lastYear.end)];
}
